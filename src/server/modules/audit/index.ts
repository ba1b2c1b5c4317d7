// What other modules use of the audit trail: record an action inside their transaction, and read it.
export { type AuditInput, auditOfTarget, listAudit, recordAudit } from './service.ts'
