import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../domain/errors';

/** Largest accepted upload: 5 MB (issue #2 §5). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const ALLOWED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Reads an uploaded image, checks its type by content (never by name or the client's header) and
 * stores it under `dir` with a generated name.
 * @returns the generated file name, e.g. `5b1c…e2.png`.
 * @throws AppError validation_failed (no file), file_too_large (413), unsupported_media_type (415).
 */
export async function saveUploadedImage(
  file: MultipartFile | undefined,
  dir: string,
): Promise<string> {
  if (!file) throw new AppError('validation_failed', { fields: { image: 'اختر صورة' } });
  const buffer = await file.toBuffer();
  if (file.file.truncated || buffer.length > MAX_IMAGE_BYTES) throw new AppError('file_too_large');
  return saveImageBuffer(buffer, dir);
}

/** Same as saveUploadedImage for bytes already in memory (demo data, tests). */
export async function saveImageBuffer(buffer: Buffer, dir: string): Promise<string> {
  if (buffer.length > MAX_IMAGE_BYTES) throw new AppError('file_too_large');
  const type = await fileTypeFromBuffer(buffer);
  const ext = type ? ALLOWED[type.mime] : undefined;
  if (!ext) throw new AppError('unsupported_media_type');
  const name = `${randomUUID().replaceAll('-', '')}.${ext}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
  return name;
}

/** True when `name` is a generated image name present in `dir` (guards product bodies). */
export async function imageExists(dir: string, name: string): Promise<boolean> {
  if (!/^[a-zA-Z0-9_-]+\.(jpg|png|webp)$/.test(name)) return false;
  try {
    return (await fs.stat(path.join(dir, name))).isFile();
  } catch {
    return false;
  }
}
