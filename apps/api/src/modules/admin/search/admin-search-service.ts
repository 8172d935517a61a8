import type { SearchMiss, Synonym, SynonymData } from '@shop/shared/contracts/admin-search';
import { AppError } from '../../../app-error';
import { isUniqueViolation } from '../../../db/postgres-errors';
import type { searchSynonyms } from '../../../db/schema';
import { recordAudit } from '../../audit/audit-repository';
import type { CatalogueService } from '../../catalogue/catalogue-service';
import type { SearchService } from '../../search/search-service';
import type { AdminSearchQueries, AdminSearchRepository } from './admin-search-repository';

function toSynonym(row: typeof searchSynonyms.$inferSelect): Synonym {
  return { id: row.id, term: row.term, equivalent: row.equivalent, updatedAt: row.updatedAt.toISOString() };
}

/** The owner's search words: synonym pairs, and the searches that found nothing to add them from. */
export function adminSearchService(
  repository: AdminSearchRepository,
  { search, catalogue }: { search: SearchService; catalogue: CatalogueService },
) {
  async function refuseTaken(queries: AdminSearchQueries, input: SynonymData, exceptId?: string) {
    if (await queries.pairTaken(input.term, input.equivalent, exceptId)) {
      throw new AppError('SYNONYM_TAKEN', { term: input.term, equivalent: input.equivalent });
    }
  }

  /** Saves, then lets search and the cached pages see the new words. */
  async function change<T>(
    work: (queries: AdminSearchQueries, tx: Parameters<typeof recordAudit>[0]) => Promise<T>,
    input?: SynonymData,
  ) {
    const saved = await repository.transaction(work).catch((error: unknown) => {
      if (input && isUniqueViolation(error)) {
        throw new AppError('SYNONYM_TAKEN', { term: input.term, equivalent: input.equivalent });
      }
      throw error;
    });
    search.synonymsChanged();
    // Rendered search pages are cached by the catalogue's version.
    catalogue.searchChanged();
    return saved;
  }

  return {
    async listSynonyms(): Promise<Synonym[]> {
      return (await repository.listSynonyms()).map(toSynonym);
    },

    create(actorUserId: string, input: SynonymData): Promise<Synonym> {
      return change(async (queries, tx) => {
        await refuseTaken(queries, input);
        const after = toSynonym(await queries.insertSynonym(input.term, input.equivalent));
        await queries.forgetMisses([input.term, input.equivalent]);
        await recordAudit(tx, { actorUserId, action: 'synonym.create', entity: 'synonym', entityId: after.id, after });
        return after;
      }, input);
    },

    update(actorUserId: string, id: string, input: SynonymData): Promise<Synonym> {
      return change(async (queries, tx) => {
        const row = await queries.lockSynonym(id);
        if (!row) throw new AppError('SYNONYM_NOT_FOUND');
        await refuseTaken(queries, input, id);
        const before = toSynonym(row);
        const after = toSynonym(await queries.updateSynonym(id, input.term, input.equivalent));
        await queries.forgetMisses([input.term, input.equivalent]);
        await recordAudit(tx, {
          actorUserId,
          action: 'synonym.update',
          entity: 'synonym',
          entityId: id,
          before,
          after,
        });
        return after;
      }, input);
    },

    remove(actorUserId: string, id: string): Promise<void> {
      return change(async (queries, tx) => {
        const row = await queries.lockSynonym(id);
        if (!row) throw new AppError('SYNONYM_NOT_FOUND');
        await queries.deleteSynonym(id);
        await recordAudit(tx, {
          actorUserId,
          action: 'synonym.delete',
          entity: 'synonym',
          entityId: id,
          before: toSynonym(row),
        });
      });
    },

    /** Searches that found nothing, most recent first, including those counted since the last save. */
    async listMisses(): Promise<SearchMiss[]> {
      await search.saveMisses();
      return (await repository.listMisses()).map((row) => ({
        query: row.query,
        count: row.count,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },
  };
}
