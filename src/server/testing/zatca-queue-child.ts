// A server process's ZATCA queue worker alone, for the kill -9 test (zatca-queue-kill.test.ts):
//   node --import tsx src/server/testing/zatca-queue-child.ts <sqlite file> <log file> <stall|answer> <lease ms> [gate file]
// Its fake transport appends `send <pid> <uuid>` before each send and `answer <pid> <uuid>` before
// answering (appendFileSync: the line is in the kernel before the send goes on, so a kill -9 never
// hides a send). `stall` never answers (a hung send); `answer` answers reported/cleared after 200 ms.
// With a gate file, the worker starts only once that file exists (so two children start together).
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { connect } from '../db/connect';
import { redrawStoredReceipt } from '../modules/invoices';
import { onClearanceRejected } from '../modules/orders/rejection';
import {
  registerClearanceRejected,
  registerReceiptRedraw,
  startZatcaWorker,
} from '../modules/zatca';
import type { ZatcaAnswer, ZatcaOutgoingDocument, ZatcaTransport } from '../zatca/transport';

const [sqlitePath, logPath, mode, lease, gate] = process.argv.slice(2);
if (!sqlitePath || !logPath || (mode !== 'stall' && mode !== 'answer') || !lease)
  throw new Error('usage: zatca-queue-child.ts <sqlite> <log> <stall|answer> <lease ms>');

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
const conn = connect({ sqlitePath });
const ctx = {
  db: conn.db,
  dialect: conn.dialect,
  now: Date.now,
  log: quiet,
} as unknown as AppContext;

function line(text: string) {
  fs.appendFileSync(logPath!, `${text}\n`);
}

function respond(api: 'report' | 'clear') {
  return async (doc: ZatcaOutgoingDocument): Promise<ZatcaAnswer> => {
    line(`send ${process.pid} ${doc.uuid}`);
    if (mode === 'stall') await new Promise(() => {});
    await new Promise((r) => setTimeout(r, 200));
    line(`answer ${process.pid} ${doc.uuid}`);
    return { kind: api === 'report' ? 'reported' : 'cleared', messages: [] };
  };
}

const transport: ZatcaTransport = { report: respond('report'), clear: respond('clear') };
setInterval(() => {}, 60_000); // the worker's timers are unref'd: stay alive until killed
process.stdout.write('child ready\n');
while (gate && !fs.existsSync(gate)) await new Promise((r) => setTimeout(r, 10));
registerReceiptRedraw(redrawStoredReceipt); // as app.ts does
registerClearanceRejected(onClearanceRejected);
startZatcaWorker(ctx, transport, { pollMs: 50, leaseMs: Number(lease) });
