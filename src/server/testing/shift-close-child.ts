// A server process closing one shift, for the kill -9 test (shifts/close-kill.test.ts):
//   node --import tsx src/server/testing/shift-close-child.ts <json>
// with <json> = { sqlitePath, databaseUrl?, schema?, business, shiftId, userId, amount, pauseAt }.
// `pauseAt` names one statement of the close, `<update|insert>:<table>:<n>` (the n-th such
// statement): once it has run inside the close's transaction, the child prints `paused` and waits
// for ever, holding the transaction open, so the test can kill it there. `none` closes, prints
// `closed <z number>` and waits.
import type { FastifyBaseLogger } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import type { AppContext } from '../context';
import { connect } from '../db/connect';
import { businessByKey } from '../modules/businesses/service';
import { closeShift } from '../modules/shifts/close-service';

const args = JSON.parse(process.argv[2] ?? '{}') as {
  sqlitePath: string;
  databaseUrl?: string;
  schema?: string;
  business: string;
  shiftId: number;
  userId: number;
  amount: number;
  pauseAt: string;
};

/** Holds the close inside its transaction after the statement `args.pauseAt` has run. */
class PauseAfter implements KyselyPlugin {
  private readonly seen = new Map<string, number>();
  private readonly marked = new WeakSet<object>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    const kind =
      node.kind === 'UpdateQueryNode'
        ? 'update'
        : node.kind === 'InsertQueryNode'
          ? 'insert'
          : null;
    const table = kind ? tableOf(node) : null;
    if (kind && table) {
      const key = `${kind}:${table}`;
      const n = (this.seen.get(key) ?? 0) + 1;
      this.seen.set(key, n);
      if (`${key}:${n}` === args.pauseAt) this.marked.add(queryId);
    }
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    if (this.marked.has(queryId)) {
      process.stdout.write('paused\n');
      await new Promise(() => {});
    }
    return result;
  }
}

function tableOf(node: unknown): string | null {
  const n = node as {
    table?: { table?: { identifier?: { name?: string } } };
    into?: { table?: { identifier?: { name?: string } } };
  };
  return n.table?.table?.identifier?.name ?? n.into?.table?.identifier?.name ?? null;
}

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
const conn = connect(args);
const ctx = {
  db: conn.db.withPlugin(new PauseAfter()),
  dialect: conn.dialect,
  now: Date.now,
  log: quiet,
} as unknown as AppContext;
setInterval(() => {}, 60_000); // stay alive until killed

const business = (await businessByKey(ctx, args.business))!;
const actor = { id: args.userId, uuid: '', username: 'kill-test', role: 'casher', tokenHash: '' };
const closed = await closeShift(
  ctx,
  actor,
  'casher',
  business,
  args.shiftId,
  { amount: args.amount },
  '127.0.0.1',
);
process.stdout.write(`closed ${closed.shift.zNumber}\n`);
