/**
 * Saves a blob fetched with the bearer token (a plain link would not carry it) as a download
 * named `fileName`, e.g. invoice12.pdf. Browser only.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
