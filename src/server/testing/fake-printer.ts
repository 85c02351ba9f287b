/**
 * A fake network receipt printer for the printing tests: a TCP server on 127.0.0.1
 * (ephemeral port) that keeps the bytes of every connection, and a reader of the ESC/POS it gets
 * that decodes GS v 0 raster images back into pixels. Not used by the application.
 */
import net from 'node:net';
import sharp from 'sharp';

/** A listening fake printer. */
export interface FakePrinter {
  /** Its TCP port on 127.0.0.1. */
  port: number;
  /** `127.0.0.1:{port}`, as typed in a business profile. */
  address: string;
  /** The bytes of each finished connection (the printer saw the sender close), in order. */
  jobs: Buffer[];
  /** Resolves with the bytes of the next connection to finish (or one finished but not taken). */
  nextJob(): Promise<Buffer>;
  /** Connections open at this moment. */
  openConnections(): number;
  /** Most connections open at once so far. */
  maxOpenConnections(): number;
  close(): Promise<void>;
}

/** Starts a fake printer on 127.0.0.1 on a free port. */
export async function startFakePrinter(): Promise<FakePrinter> {
  const jobs: Buffer[] = [];
  let taken = 0;
  const waiting: Array<(job: Buffer) => void> = [];
  let open = 0;
  let maxOpen = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    open++;
    maxOpen = Math.max(maxOpen, open);
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('end', () => {
      open--;
      const job = Buffer.concat(chunks);
      jobs.push(job);
      const waiter = waiting.shift();
      if (waiter) {
        taken++;
        waiter(job);
      }
      socket.end();
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    address: `127.0.0.1:${port}`,
    jobs,
    nextJob() {
      if (taken < jobs.length) return Promise.resolve(jobs[taken++]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    openConnections: () => open,
    maxOpenConnections: () => maxOpen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A TCP port on 127.0.0.1 where nothing listens (a printer that is switched off). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a print job holds, read command by command. */
export interface EscPosJob {
  /** Raster width in dots (every GS v 0 block of the job has it). */
  width: number;
  /** Raster height in dots: the rows of all GS v 0 blocks, one under the other. */
  height: number;
  /** One byte per dot, row by row: 1 = black (burnt), 0 = white. */
  dots: Uint8Array;
  /** How many GS v 0 blocks made the image. */
  rasterBlocks: number;
  /** Every command in order, by name: 'init', 'raster', 'LF', 'cut-full'… */
  commands: string[];
}

/**
 * Reads an ESC/POS job of the commands a receipt uses — ESC @, FS ., ESC M n, ESC t n, ESC d n,
 * LF, CR, GS v 0 m xL xH yL yH d…, GS V m [n] — and decodes the raster blocks into one bitmap.
 * @throws Error on any other byte (with its offset), a raster block cut short, or blocks of
 *   different widths.
 */
export function readEscPos(bytes: Buffer): EscPosJob {
  const commands: string[] = [];
  const rows: Uint8Array[] = [];
  let widthBytes = -1;
  let rasterBlocks = 0;
  let i = 0;
  const need = (n: number) => {
    if (i + n > bytes.length) throw new Error(`command at ${i} cut short`);
  };
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x0a || b === 0x0d) {
      commands.push(b === 0x0a ? 'LF' : 'CR');
      i += 1;
    } else if (b === 0x1b) {
      need(2);
      const c = bytes[i + 1]!;
      if (c === 0x40) {
        commands.push('init');
        i += 2;
      } else if (c === 0x4d || c === 0x74 || c === 0x64) {
        need(3);
        commands.push({ 0x4d: 'font', 0x74: 'codepage', 0x64: 'feed' }[c]! + `:${bytes[i + 2]}`);
        i += 3;
      } else throw new Error(`unknown ESC 0x${c.toString(16)} at ${i}`);
    } else if (b === 0x1c && bytes[i + 1] === 0x2e) {
      commands.push('kanji-off');
      i += 2;
    } else if (b === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      need(8);
      const xBytes = bytes[i + 4]! + bytes[i + 5]! * 256;
      const yDots = bytes[i + 6]! + bytes[i + 7]! * 256;
      need(8 + xBytes * yDots);
      if (widthBytes !== -1 && widthBytes !== xBytes)
        throw new Error(`raster blocks of ${widthBytes} and ${xBytes} bytes a row`);
      widthBytes = xBytes;
      for (let y = 0; y < yDots; y++) {
        const start = i + 8 + y * xBytes;
        rows.push(bytes.subarray(start, start + xBytes));
      }
      commands.push('raster');
      rasterBlocks++;
      i += 8 + xBytes * yDots;
    } else if (b === 0x1d && bytes[i + 1] === 0x56) {
      need(3);
      const m = bytes[i + 2]!;
      const withFeed = m === 65 || m === 66;
      commands.push(m === 0 || m === 48 || m === 65 ? 'cut-full' : 'cut-partial');
      i += withFeed ? 4 : 3;
    } else throw new Error(`unknown byte 0x${b.toString(16)} at ${i}`);
  }
  const width = Math.max(widthBytes, 0) * 8;
  const dots = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) dots[y * width + x] = (row[x >> 3]! >> (7 - (x & 7))) & 1;
  });
  return { width, height: rows.length, dots, rasterBlocks, commands };
}

/** The job's bitmap as a PNG (black dots black, the rest white), for jsQR or a look. */
export async function jobToPng(job: EscPosJob): Promise<Buffer> {
  const grey = Buffer.alloc(job.width * job.height);
  for (let k = 0; k < grey.length; k++) grey[k] = job.dots[k] ? 0 : 255;
  return sharp(grey, { raw: { width: job.width, height: job.height, channels: 1 } })
    .png()
    .toBuffer();
}
