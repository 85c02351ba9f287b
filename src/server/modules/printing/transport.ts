// Raw TCP to a receipt printer ("port 9100", decision 0028).
import net from 'node:net';
import { AppError } from '../../../domain/errors';
import type { PrinterAddress } from '../../../domain/printer';

/** How long one print may take, connecting included, before the printer counts as offline: 5 s. */
export const PRINTER_TIMEOUT_MS = 5_000;

/** The end of the last job of each printer (`host|port`): the next one starts after it. */
const lastJob = new Map<string, Promise<void>>();

/**
 * Sends `bytes` to the printer at `address` over TCP and resolves once every byte is handed to the
 * network (the socket's 'finish' after our end). Jobs for the same printer run one after the
 * other: a raw port-9100 printer serves one connection at a time, so the next job connects only
 * once the printer closed the previous connection (or `timeoutMs` after it was sent). Each job has
 * `timeoutMs` (ms; default PRINTER_TIMEOUT_MS) to connect and send, counted from its start.
 * @throws AppError printer_offline (503) when the printer refuses or drops the connection, its
 *   name does not resolve, or the job is not sent within `timeoutMs`; `details` names the cause.
 */
export async function sendToPrinter(
  address: PrinterAddress,
  bytes: Uint8Array,
  timeoutMs: number = PRINTER_TIMEOUT_MS,
): Promise<void> {
  const key = `${address.host}|${address.port}`;
  const before = lastJob.get(key) ?? Promise.resolve();
  let closed!: () => void;
  const done = new Promise<void>((resolve) => (closed = resolve));
  lastJob.set(key, done);
  void done.then(() => {
    if (lastJob.get(key) === done) lastJob.delete(key);
  });
  await before;
  return sendOnce(address, bytes, timeoutMs, closed);
}

/** One connection: resolves when sent, rejects as sendToPrinter; calls `closed` once it is gone. */
function sendOnce(
  address: PrinterAddress,
  bytes: Uint8Array,
  timeoutMs: number,
  closed: () => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: address.host, port: address.port });
    let settled = false;
    const offline = (cause: string) =>
      new AppError('printer_offline', { details: { printer: address, cause } });
    const settle = (err?: AppError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) {
        socket.destroy();
        reject(err);
        return;
      }
      // Sent; the printer closes its side when it is done. Never wait for a silent one for ever.
      socket.setTimeout(timeoutMs, () => socket.destroy());
      resolve();
    };
    const timer = setTimeout(() => settle(offline(`not sent within ${timeoutMs} ms`)), timeoutMs);
    socket.on('error', (err: NodeJS.ErrnoException) => settle(offline(err.code ?? err.message)));
    // The printer may answer (status bytes): read and drop them so that it never stalls.
    socket.on('data', () => {});
    socket.on('close', () => {
      settle(offline('connection closed before the receipt was sent'));
      closed();
    });
    socket.end(bytes, (err?: Error | null) =>
      settle(err ? offline((err as NodeJS.ErrnoException).code ?? err.message) : undefined),
    );
  });
}
