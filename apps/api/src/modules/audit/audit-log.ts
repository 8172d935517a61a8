// Transitional: moved to audit-repository.ts; this file goes once the last importers point there.
export { recordAudit, type AuditEntry } from './audit-repository';
