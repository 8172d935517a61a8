import { describe, expect, it } from 'vitest';
import type { CatalogueService } from '../catalogue/catalogue-service';
import type { SearchRepository } from './search-repository';
import { searchService } from './search-service';

/** A database whose searches answer only when the test lets them. */
function heldDatabase() {
  const pending: { query: string; answer: (ids: string[]) => void }[] = [];
  const repository = {
    catalogueWords: async () => ['mukut', 'poshak', 'jhula', 'pagdi', 'bansuri'],
    synonymPairs: async () => [],
    search: (query: string) => new Promise<string[]>((answer) => pending.push({ query, answer })),
  } as unknown as SearchRepository;
  return { repository, pending };
}

const catalogue = { ready: async () => undefined, stamp: () => 1 } as unknown as CatalogueService;
/** A few turns of the event loop: time for the service to reach the database. */
async function someTurns() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('search service', () => {
  it('asks the database at most a quarter of its pool of searches at once, the rest as they finish', async () => {
    const { repository, pending } = heldDatabase();
    const search = searchService(repository, catalogue, { databasePoolSize: 8 });
    const answers = ['mukut', 'poshak', 'jhula', 'pagdi', 'bansuri'].map((word) => search.productIds(word));
    await someTurns();
    expect(pending).toHaveLength(2);

    pending[0]!.answer(['first']);
    await someTurns();
    expect(pending).toHaveLength(3);

    for (let at = 1; at < 5; at++) {
      pending[at]!.answer([`hit ${at}`]);
      await someTurns();
    }
    expect(await Promise.all(answers)).toEqual([['first'], ['hit 1'], ['hit 2'], ['hit 3'], ['hit 4']]);
  });
});
