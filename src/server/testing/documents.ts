/**
 * Helpers for the document tests only: read PNGs and PDFs back (jsQR, poppler-utils).
 * Not used by the application.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';

const run = promisify(execFile);

/** Decodes a PNG and reads the QR code in it; null when none is found. */
export async function readQr(
  png: Buffer,
): Promise<{ text: string; width: number; height: number } | null> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    image.width,
    image.height,
  );
  return code ? { text: code.data, width: image.width, height: image.height } : null;
}

/** Runs a poppler tool on the PDF bytes (written to a temporary file) and returns its stdout. */
export async function poppler(
  tool: 'pdftotext' | 'pdfinfo' | 'pdffonts',
  pdf: Buffer,
  args: string[],
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sanad-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run(`/usr/bin/${tool}`, [
      ...args,
      file,
      ...(tool === 'pdftotext' ? ['-'] : []),
    ]);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The files embedded in the PDF (poppler's `pdfdetach -saveall`), by their names, as the bytes
 * pdfdetach writes out: the embedded file streams decoded.
 */
export async function embeddedFiles(pdf: Buffer): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(join(tmpdir(), 'sanad-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    const out = join(dir, 'files');
    await writeFile(file, pdf);
    await mkdir(out);
    await run('/usr/bin/pdfdetach', ['-saveall', '-o', out, file]);
    const files = new Map<string, Buffer>();
    for (const name of await readdir(out)) files.set(name, await readFile(join(out, name)));
    return files;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders one PDF page to PNG with pdftoppm at `dpi`. */
export async function pageToPng(pdf: Buffer, page: number, dpi: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'sanad-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    await run('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    return await readFile(join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdftotext output without the bidi embedding marks poppler adds around RTL and LTR runs. */
export function stripBidiMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');
}
