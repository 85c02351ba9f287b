/**
 * The invoice backups module's public entry (docs/architecture.md, Modules; decision 0026): the
 * invoices of a business as a backup, and restoring them.
 */
export { invoicesForBackup } from './export';
export {
  restoreInvoicesFromBackup,
  type InvoiceRestoreCounts,
  type InvoiceRestoreMode,
} from './restore';
