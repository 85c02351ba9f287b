/** MIME types of the files Sanad stores, by extension (lower case, without the dot). */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  gz: 'application/gzip',
  sql: 'application/sql',
};

/**
 * The MIME type of a storage key by its extension (decision 0062): what the s3 driver stores with
 * an object when `put` is given none, and what /static/ answers for a local file.
 * `application/octet-stream` for an unknown or missing extension.
 */
export function contentTypeOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'application/octet-stream';
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}
