/**
 * Folders of DATA_DIR that Sanad itself owns: product images (served at /static/images/),
 * business logos (/static/logos/), the database backups (`backups/`, decision 0020) and the
 * invoice backups of each business (`invoice-backups/{key}/`; neither served as static files,
 * decision 0026). A business's own
 * folder — its receipt images live in DATA_DIR/{key}/invo — must never be one of them, so these
 * names are refused as business keys.
 */
export const DATA_FOLDERS = {
  images: 'images',
  logos: 'logos',
  databaseBackups: 'backups',
  invoiceBackups: 'invoice-backups',
} as const;
