/**
 * Folders of DATA_DIR that Sanad itself owns: product images (served at /static/images/) and
 * business logos (/static/logos/). A business's own folder — its receipt images live in
 * DATA_DIR/{key}/invo — must never be one of them, so these names are refused as business keys.
 */
export const DATA_FOLDERS = { images: 'images', logos: 'logos' } as const;
