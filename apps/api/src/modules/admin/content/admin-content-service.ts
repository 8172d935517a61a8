import type {
  AdminBlogPost,
  AdminBlogPostCreate,
  AdminBlogPostData,
  AdminCollection,
  AdminCollectionCreate,
  AdminCollectionData,
  AdminDeity,
  AdminDeityCreate,
  AdminDeityData,
} from '@shop/shared/contracts/admin-content';
import { AppError } from '../../../app-error';
import { isUniqueViolation } from '../../../db/postgres-errors';
import { recordAudit } from '../../audit/audit-repository';
import type { CatalogueService } from '../../catalogue/catalogue-service';
import type {
  AdminContentQueries,
  AdminContentRepository,
  BlogPostRow,
  CollectionRow,
  DeityRow,
} from './admin-content-repository';

/** A blank Hindi box is saved as no Hindi, so the shop shows the English there. */
const hindi = (value: string): string | null => value || null;

function toDeity(row: DeityRow): AdminDeity {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    hi: { name: row.nameHi ?? '', description: row.descriptionHi ?? '' },
  };
}

function toCollection(row: CollectionRow): AdminCollection {
  return { ...toDeity(row), kind: row.kind };
}

function toBlogPost(row: BlogPostRow): AdminBlogPost {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    hi: { title: row.titleHi ?? '', excerpt: row.excerptHi ?? '', body: row.bodyHi ?? '' },
  };
}

function termColumns(input: AdminDeityData) {
  return {
    name: input.name,
    description: input.description,
    sortOrder: input.sortOrder,
    ...(input.hi && { nameHi: hindi(input.hi.name), descriptionHi: hindi(input.hi.description) }),
  };
}

function articleColumns(input: AdminBlogPostData) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    author: input.author,
    ...(input.hi && {
      titleHi: hindi(input.hi.title),
      excerptHi: hindi(input.hi.excerpt),
      bodyHi: hindi(input.hi.body),
    }),
  };
}

/**
 * The owner's collections, deities and articles, in English with the Hindi beside it. Every write
 * runs in one transaction with its audit record; a collection or deity change is then applied to
 * the catalogue here before the answer, so the next page shows it.
 */
export function adminContentService(
  repository: AdminContentRepository,
  { catalogue }: { catalogue: CatalogueService },
) {
  async function write<T>(
    slug: string,
    work: (queries: AdminContentQueries, tx: Parameters<typeof recordAudit>[0]) => Promise<T>,
  ): Promise<T> {
    return repository.transaction(work).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('PAGE_SLUG_TAKEN', { slug });
      throw error;
    });
  }

  async function catalogueWrite<T>(
    slug: string,
    work: (queries: AdminContentQueries, tx: Parameters<typeof recordAudit>[0]) => Promise<T>,
  ): Promise<T> {
    const saved = await write(slug, work);
    await catalogue.invalidate();
    return saved;
  }

  return {
    async listCollections(): Promise<AdminCollection[]> {
      return (await repository.listCollections()).map(toCollection);
    },

    createCollection(actorUserId: string, input: AdminCollectionCreate): Promise<AdminCollection> {
      return catalogueWrite(input.slug, async (queries, tx) => {
        if (await queries.termSlugTaken(input.slug)) throw new AppError('PAGE_SLUG_TAKEN', { slug: input.slug });
        const after = toCollection(
          await queries.insertCollection({ slug: input.slug, kind: input.kind, ...termColumns(input) }),
        );
        await recordAudit(tx, {
          actorUserId,
          action: 'collection.create',
          entity: 'collection',
          entityId: input.slug,
          after,
        });
        return after;
      });
    },

    updateCollection(actorUserId: string, slug: string, input: AdminCollectionData): Promise<AdminCollection> {
      return catalogueWrite(slug, async (queries, tx) => {
        const row = await queries.lockCollection(slug);
        if (!row) throw new AppError('COLLECTION_NOT_FOUND');
        const after = toCollection(await queries.updateCollection(slug, { kind: input.kind, ...termColumns(input) }));
        const before = toCollection(row);
        await recordAudit(tx, {
          actorUserId,
          action: 'collection.update',
          entity: 'collection',
          entityId: slug,
          before,
          after,
        });
        return after;
      });
    },

    async listDeities(): Promise<AdminDeity[]> {
      return (await repository.listDeities()).map(toDeity);
    },

    createDeity(actorUserId: string, input: AdminDeityCreate): Promise<AdminDeity> {
      return catalogueWrite(input.slug, async (queries, tx) => {
        if (await queries.termSlugTaken(input.slug)) throw new AppError('PAGE_SLUG_TAKEN', { slug: input.slug });
        const after = toDeity(await queries.insertDeity({ slug: input.slug, ...termColumns(input) }));
        await recordAudit(tx, { actorUserId, action: 'deity.create', entity: 'deity', entityId: input.slug, after });
        return after;
      });
    },

    updateDeity(actorUserId: string, slug: string, input: AdminDeityData): Promise<AdminDeity> {
      return catalogueWrite(slug, async (queries, tx) => {
        const row = await queries.lockDeity(slug);
        if (!row) throw new AppError('DEITY_NOT_FOUND');
        const after = toDeity(await queries.updateDeity(slug, termColumns(input)));
        const before = toDeity(row);
        await recordAudit(tx, { actorUserId, action: 'deity.update', entity: 'deity', entityId: slug, before, after });
        return after;
      });
    },

    async listBlogPosts(): Promise<AdminBlogPost[]> {
      return (await repository.listBlogPosts()).map(toBlogPost);
    },

    createBlogPost(actorUserId: string, input: AdminBlogPostCreate): Promise<AdminBlogPost> {
      return write(input.slug, async (queries, tx) => {
        if (await queries.lockBlogPost(input.slug)) throw new AppError('PAGE_SLUG_TAKEN', { slug: input.slug });
        const after = toBlogPost(await queries.insertBlogPost({ slug: input.slug, ...articleColumns(input) }));
        await recordAudit(tx, {
          actorUserId,
          action: 'blog_post.create',
          entity: 'blog_post',
          entityId: input.slug,
          after,
        });
        return after;
      });
    },

    updateBlogPost(actorUserId: string, slug: string, input: AdminBlogPostData): Promise<AdminBlogPost> {
      return write(slug, async (queries, tx) => {
        const row = await queries.lockBlogPost(slug);
        if (!row) throw new AppError('BLOG_POST_NOT_FOUND');
        const after = toBlogPost(await queries.updateBlogPost(slug, articleColumns(input)));
        const before = toBlogPost(row);
        await recordAudit(tx, {
          actorUserId,
          action: 'blog_post.update',
          entity: 'blog_post',
          entityId: slug,
          before,
          after,
        });
        return after;
      });
    },
  };
}
