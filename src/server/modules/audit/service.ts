/**
 * The audit module's face to the other modules (a module uses another only through its service):
 * record a sensitive action inside the transaction that performs it (DESIGN.md §4).
 */
export { writeAudit, type AuditEntry } from './repository';
