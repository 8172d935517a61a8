import type { Db } from '../../db/client';
import { recordAudit, type AuditEntry } from '../audit/audit-repository';
import { paymentQueries } from '../payments/payment-queries';
import { returnRepository } from './return-repository';

/**
 * What the order operations write through, bound to one connection or transaction: checkout's and
 * payments' repositories (status, stock, refunds), return requests, and the audit log, so an
 * admin's change and its audit entry commit together.
 */
export function orderQueries(db: Db) {
  return {
    ...paymentQueries(db),
    returns: returnRepository(db),
    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}

export type OrderQueries = ReturnType<typeof orderQueries>;
