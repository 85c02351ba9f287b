// The TCP side of printing: a printer that does not take the job within the time
// limit counts as offline; jobs for one printer never overlap.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors';
import { closedPort, startFakePrinter, type FakePrinter } from '../../testing/fake-printer';
import { sendToPrinter } from './transport';

let printer: FakePrinter;
beforeAll(async () => {
  printer = await startFakePrinter();
});
afterAll(async () => printer.close());

const local = (port: number) => ({ host: '127.0.0.1', port });

async function offlineError(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('printer_offline');
  expect((err as AppError).status).toBe(503);
  return err as AppError;
}

describe('sendToPrinter', () => {
  it('delivers the bytes as they are, on one connection closed by the sender', async () => {
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256);
    await sendToPrinter(local(printer.port), bytes);
    expect((await printer.nextJob()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('a closed port is offline at once (connection refused)', async () => {
    const started = Date.now();
    const err = await offlineError(
      sendToPrinter(local(await closedPort()), new Uint8Array([1]), 5_000),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(JSON.stringify(err.details)).toContain('ECONNREFUSED');
  });

  it('a printer that accepts but never reads is offline after the time limit', async () => {
    // Connected, never reading: the kernel buffers fill and the rest of the job cannot be sent.
    const stuck = net.createServer({ pauseOnConnect: true }, () => {});
    await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
    const port = (stuck.address() as net.AddressInfo).port;
    try {
      const started = Date.now();
      const err = await offlineError(
        sendToPrinter(local(port), new Uint8Array(64 * 1024 * 1024), 400),
      );
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(390);
      expect(took).toBeLessThan(3_000);
      expect(JSON.stringify(err.details)).toContain('400 ms');
    } finally {
      stuck.close();
    }
  });

  it('jobs for one printer go one after the other, in the order they came', async () => {
    const before = printer.jobs.length;
    await Promise.all(
      [1, 2, 3].map((n) => sendToPrinter(local(printer.port), new Uint8Array(50_000).fill(n))),
    );
    for (let k = 0; k < 3; k++) await printer.nextJob();
    expect(printer.jobs.slice(before).map((j) => j[0])).toEqual([1, 2, 3]);
    expect(printer.maxOpenConnections()).toBe(1);
  });

  it('a job after an offline one still goes out', async () => {
    const dead = await closedPort();
    await offlineError(sendToPrinter(local(dead), new Uint8Array([9])));
    await sendToPrinter(local(printer.port), new Uint8Array([7, 7]));
    expect([...(await printer.nextJob())]).toEqual([7, 7]);
  });
});
