// A Sanad server process with its webhook worker, for the kill -9 test (webhooks/kill.test.ts):
//   node --import tsx src/server/testing/webhook-child.ts <data dir> <lease ms>
// It builds the app on the SQLite file of <data dir> (no HTTP listener: the worker is what is
// tested), with a short poll, the given lease and an attempt timeout of half of it, two lanes.
import { buildApp } from '../app';
import { testConfig } from './template-db';

const [dataDir, lease] = process.argv.slice(2);
if (!dataDir || !lease) throw new Error('usage: webhook-child.ts <data dir> <lease ms>');
const leaseMs = Number(lease);
await buildApp({
  config: testConfig(dataDir, undefined),
  logger: false,
  webhookWorker: { pollMs: 50, leaseMs, timeoutMs: Math.floor(leaseMs / 2), lanes: 2 },
});
setInterval(() => {}, 60_000); // the worker's timers are unref'd: stay alive until killed
process.stdout.write('child ready\n');
