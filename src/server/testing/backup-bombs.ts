import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

/**
 * Writes `dest`, a gzip tar shaped like a Sanad backup whose payload lies about its size — the
 * "restore bomb" of the restore-refusal tests: `manifest` as the first entry (its `payload.bytes`
 * as given), then the entry `payloadName` holding `zeroBytes` zero bytes. With `trailing`, the
 * payload entry holds exactly the declared bytes and the zeros follow as a third entry instead.
 * Zeros compress about 1000:1, so a 32 MiB bomb is a file of some 32 KB.
 */
export async function writeBackupBomb(
  dest: string,
  manifest: { payload: { file: string; bytes: number } } & Record<string, unknown>,
  zeroBytes: number,
  trailing = false,
): Promise<void> {
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip({ level: 9 }), fs.createWriteStream(dest));
  pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest));
  const zeros = async (name: string, size: number) => {
    const entry = pack.entry({ name, size });
    const chunk = Buffer.alloc(1024 * 1024);
    for (let left = size; left > 0; left -= chunk.length) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      if (!entry.write(part))
        await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve) => {
      entry.once('finish', () => resolve());
      entry.end(Buffer.alloc(0));
    });
  };
  if (trailing) {
    await zeros(manifest.payload.file, manifest.payload.bytes);
    await zeros('zeros.bin', zeroBytes);
  } else {
    await zeros(manifest.payload.file, zeroBytes);
  }
  pack.finalize();
  await writing;
}
