// `npm start` (docs/decisions/0041-ci-time.md): a start it cannot make honestly is refused with ONE
// line (English and Arabic, naming the path). Two tests run main.ts in its own process, one per
// way it ends (started and stopped by SIGTERM with 0; refused with exit code 1 and that one line on
// stderr); the other cases build the same app in this process through buildForStart, as main.ts
// does, and read the same line from the StartupError main.ts prints.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';
import { StartupError } from './db/startup-error';
import { buildForStart } from './start';
import {
  corruptMiddlePage,
  createSanadDatabase,
  quickCheck,
  tempDir,
} from './testing/database-files';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** An unprivileged account (nobody) to run main.ts as when the tests run as root. */
const NOBODY = 65534;
/** Loading the whole server through tsx takes seconds on a busy two-core machine. */
const RUN_LIMIT_MS = 90_000;
vi.setConfig({ testTimeout: RUN_LIMIT_MS + 10_000 });

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node --import tsx src/server/main.ts` on `dataDir` (port 0, SQLite). If it starts, it is
 * stopped with SIGTERM as soon as it says it is running; if it neither exits nor starts within
 * RUN_LIMIT_MS it is killed and the test fails. Never leaves a process behind.
 */
function runMain(
  dataDir: string,
  opts: { args?: string[]; env?: Record<string, string>; uid?: number } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts', ...(opts.args ?? [])],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          ADMIN_PASSWORD: 'main-test-password',
          ...opts.env,
        },
        ...(opts.uid !== undefined && { uid: opts.uid, gid: opts.uid }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts neither started nor exited: ${stdout}\n${stderr}`));
    }, RUN_LIMIT_MS);
    let stopping = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stopping && stdout.includes('Sanad is running')) stopping = child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Asserts a refused start: exit code 1, nothing but one stderr line holding each of `parts`. */
function expectRefused(run: Run, parts: string[]) {
  expect(run.code).toBe(1);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Sanad cannot start: .+ \| تعذّر تشغيل سند: .+/);
  for (const part of parts) expect(lines[0]).toContain(part);
  expect(run.stdout).not.toContain('First administrator');
}

/** The environment main.ts is given by runMain, as a Config (SQLite, port 0). */
function mainConfig(dataDir: string, opts: { init?: boolean } = {}) {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'main-test-password',
    }),
    ...(opts.init && { init: true }),
  };
}

/** The app's log lines, collected instead of printed. */
function logLines() {
  const lines: string[] = [];
  const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } };
  return { lines, logger };
}

/**
 * Builds in this process what main.ts builds on `dataDir`, expecting a refusal; asserts what
 * main.ts would print: exactly one line holding each of `parts`, and no administrator created.
 */
async function expectRefusedInProcess(dataDir: string, parts: string[]) {
  const { lines, logger } = logLines();
  const err: unknown = await buildForStart(mainConfig(dataDir), { logger }).then(
    async (app) => {
      await app.close();
      throw new Error('started');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StartupError);
  const line = (err as StartupError).line;
  expect(line.split('\n')).toHaveLength(1);
  expect(line).toMatch(/^Sanad cannot start: .+ \| تعذّر تشغيل سند: .+/);
  for (const part of parts) expect(line).toContain(part);
  expect(lines.join('')).not.toContain('First administrator');
}

const dirs: string[] = [];
function dir(): string {
  const d = tempDir('sanad-main-');
  dirs.push(d);
  return d;
}
afterEach(() => {
  while (dirs.length) {
    const d = dirs.pop()!;
    fs.chmodSync(d, 0o755);
    for (const f of fs.readdirSync(d)) fs.chmodSync(path.join(d, f), 0o755);
    fs.rmSync(d, { recursive: true, force: true });
  }
});

let template: string; // a sound Sanad database with 300 products
beforeAll(async () => {
  const d = tempDir('sanad-main-template-');
  template = path.join(d, 'template.db');
  fs.renameSync(await createSanadDatabase(d, { products: 300 }), template);
});
afterAll(() => fs.rmSync(path.dirname(template), { recursive: true, force: true }));

describe('main.ts refuses to start', () => {
  it('on a zero-byte sanad.db (not a new install), and leaves it alone', async () => {
    const d = dir();
    const file = path.join(d, 'sanad.db');
    fs.writeFileSync(file, '');
    await expectRefusedInProcess(d, [file, 'is empty (0 bytes)', '--init', 'فارغ']);
    expect(fs.statSync(file).size).toBe(0);
  });

  it('on a sanad.db that is not a SQLite database', async () => {
    const d = dir();
    const file = path.join(d, 'sanad.db');
    const garbage = Buffer.alloc(8192, 'garbage ');
    fs.writeFileSync(file, garbage);
    await expectRefusedInProcess(d, [file, 'is not a SQLite database', 'ليس قاعدة بيانات']);
    expect(fs.readFileSync(file).equals(garbage)).toBe(true);
  });

  it('on a database with a damaged middle page (PRAGMA quick_check)', async () => {
    const d = dir();
    const file = path.join(d, 'sanad.db');
    fs.copyFileSync(template, file);
    corruptMiddlePage(file);
    expect(quickCheck(file)).not.toEqual(['ok']);
    await expectRefusedInProcess(d, [file, 'is damaged', 'PRAGMA quick_check', 'تالف']);
  });

  // In its own process: as root (CI), only another user meets a read-only folder.
  it('on a read-only DATA_DIR, naming the write permission needed', async () => {
    const d = dir();
    const data = path.join(d, 'data');
    fs.mkdirSync(data, { mode: 0o555 });
    fs.chmodSync(d, 0o755); // mkdtemp made it 0700: let nobody reach `data`
    // root writes through 0555 anyway: run as nobody then, for whom 0555 is read-only
    const uid = process.getuid?.() === 0 ? NOBODY : undefined;
    expectRefused(await runMain(data, { uid }), [
      `cannot write in DATA_DIR ${data} (EACCES)`,
      'write permission',
      'صلاحية الكتابة',
    ]);
  });

  it('on a missing DATA_DIR that cannot be created (its parent is a file)', async () => {
    const d = dir();
    const file = path.join(d, 'a-file');
    fs.writeFileSync(file, 'x');
    const data = path.join(file, 'data');
    await expectRefusedInProcess(data, [
      `DATA_DIR ${data} does not exist and cannot be created`,
      `${file} is a file`,
      'لا يمكن إنشاؤه',
    ]);
  });
});

describe('main.ts starts a new install', () => {
  it('when sanad.db is absent', async () => {
    const d = dir();
    const { lines, logger } = logLines();
    const app = await buildForStart(mainConfig(d), { logger });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(lines.join('')).toContain('First administrator');
    } finally {
      await app.close();
    }
    expect(fs.statSync(path.join(d, 'sanad.db')).size).toBeGreaterThan(0);
  });

  // In its own process: the smoke test of `npm start` up to listening and a clean SIGTERM.
  it('on a zero-byte sanad.db with --init', async () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'sanad.db'), '');
    const run = await runMain(d, { args: ['--init'] });
    expect(run.stdout).toMatch(/First administrator .{0,3}admin.{0,3} created/);
    expect(run.stdout).toContain('Sanad is running');
    expect(run.code).toBe(0);
    expect(quickCheck(path.join(d, 'sanad.db'))).toEqual(['ok']);
  });
});
