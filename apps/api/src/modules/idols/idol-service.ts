import { idolInputSchema, type Idol, type IdolChanges, type IdolFields } from '@shop/shared/contracts/idols';
import { IDOL_DEITIES, IDOLS_PER_ACCOUNT_MAX, type IdolDeity } from '@shop/shared/idol-rules';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import type { IdolRepository, IdolRow, IdolValues } from './idol-repository';

function toIdolDto(row: IdolRow): Idol {
  return {
    _id: row.id,
    name: row.name,
    deity: (IDOL_DEITIES as readonly string[]).includes(row.deity) ? (row.deity as IdolDeity) : 'laddu-gopal',
    size: row.size,
    heightIn: row.heightHundredths === null ? null : row.heightHundredths / 100,
    createdAt: row.createdAt.toISOString(),
  };
}

function valuesOf(fields: IdolFields): IdolValues {
  return {
    name: fields.name,
    deity: fields.deity,
    size: fields.size,
    heightHundredths: fields.heightIn === null ? null : Math.round(fields.heightIn * 100),
  };
}

/** Name (any case), deity and size: what makes two saved idols the same one. */
const sameIdol = (a: IdolValues, b: IdolValues) =>
  a.name.toLocaleLowerCase() === b.name.toLocaleLowerCase() && a.deity === b.deity && a.size === b.size;

/**
 * A shopper's idols ("My Thakur Ji", decision 0147). Someone else's idol answers exactly like one
 * that does not exist (404); an account holds at most IDOLS_PER_ACCOUNT_MAX.
 */
export function idolService(repository: IdolRepository) {
  function ownId(id: string): string {
    if (!isUuid(id)) throw new AppError('IDOL_NOT_FOUND');
    return id;
  }

  return {
    async list(userId: string): Promise<Idol[]> {
      return (await repository.list(userId)).map(toIdolDto);
    },

    create(userId: string, fields: IdolFields): Promise<Idol> {
      return repository.transaction(userId, async (repo) => {
        if ((await repo.count(userId)) >= IDOLS_PER_ACCOUNT_MAX) {
          throw new AppError('IDOL_LIMIT', { n: IDOLS_PER_ACCOUNT_MAX });
        }
        const [row] = await repo.insert(userId, [valuesOf(fields)]);
        return toIdolDto(row!);
      });
    },

    async update(userId: string, id: string, changes: IdolChanges): Promise<Idol> {
      const values: Partial<IdolValues> = {};
      if (changes.name !== undefined) values.name = changes.name;
      if (changes.deity !== undefined) values.deity = changes.deity;
      if ('size' in changes) {
        values.size = changes.size;
        const heightIn = changes.heightIn ?? null;
        values.heightHundredths = heightIn === null ? null : Math.round(heightIn * 100);
      }
      const row = await repository.update(userId, ownId(id), values);
      if (!row) throw new AppError('IDOL_NOT_FOUND');
      return toIdolDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, ownId(id)))) throw new AppError('IDOL_NOT_FOUND');
    },

    /**
     * A guest's idols join the account at sign-in: each is read as a new idol would be; unreadable
     * ones, ones the account already has and ones past the cap are left out, not refused.
     */
    merge(userId: string, guest: readonly unknown[]): Promise<{ idols: Idol[]; added: number }> {
      return repository.transaction(userId, async (repo) => {
        const kept = (await repo.list(userId)).map((row): IdolValues => row);
        const adding: IdolValues[] = [];
        for (const candidate of guest) {
          const read = idolInputSchema.safeParse(candidate);
          if (!read.success) continue;
          const values = valuesOf(read.data);
          if (kept.length + adding.length >= IDOLS_PER_ACCOUNT_MAX) break;
          if ([...kept, ...adding].some((other) => sameIdol(other, values))) continue;
          adding.push(values);
        }
        await repo.insert(userId, adding);
        return { idols: (await repo.list(userId)).map(toIdolDto), added: adding.length };
      });
    },
  };
}
