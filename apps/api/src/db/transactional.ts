import type { Db } from './client';

/**
 * A repository's `transaction(work)`: runs `work` in one transaction with the repository's queries
 * bound to it, and hands over the transaction itself for the queries of other repositories that
 * must commit together (the audit log beside an admin write, say). Called on a transaction, it
 * opens a savepoint: when `work` throws, only its own writes are undone.
 */
export function transactional<Q>(db: Db, bind: (db: Db) => Q) {
  return <T>(work: (queries: Q, tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(bind(tx), tx));
}
