import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

// The served OpenAPI document is what integrators read (decision 0060): every operation named and
// summarised, and Redocly's recommended rules (redocly.yaml) pass with no error.

const ROOT = path.resolve(import.meta.dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Record<string, unknown>>> };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t.close());

/** Every operation of the document as [`METHOD path`, operation]. */
function operations(): Array<[string, Record<string, unknown>]> {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]): [string, Record<string, unknown>] => [`${m.toUpperCase()} ${p}`, op]),
  );
}

/** Redocly CLI's lint of `document` with the repository's redocly.yaml: its problems. */
async function redoclyLint(document: unknown): Promise<Problem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
    const args = [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'];
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    };
    const { stdout } = await promisify(execFile)(process.execPath, args, { env }).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
    );
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  it('names every operation once, with a summary and tags', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    const unnamed = ops.filter(([, op]) => !op.operationId || !op.summary || !op.tags);
    expect(unnamed.map(([name]) => name)).toEqual([]);
    const ids = ops.map(([, op]) => op.operationId as string);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]+$/);
  });

  it('lists the error codes of its refusals, e.g. approving a quotation', () => {
    const approve = doc.paths['/api/v1/{business}/orders/{ID}/approve']!.post!;
    const responses = approve.responses as Record<string, { description: string }>;
    expect(responses['409']!.description).toContain('`order_already_approved`');
    expect(responses['409']!.description).toContain('`business_archived`');
    expect(responses['422']!.description).toContain('`buyer_address_incomplete`');
    expect(responses['403']!.description).toBe('Error codes: `forbidden`, `business_forbidden`.');
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await redoclyLint(doc);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    // The only warnings kept: the legacy paths, ambiguous by design (redocly.yaml).
    const warned = new Set(problems.map((p) => p.ruleId));
    expect([...warned]).toEqual(['no-ambiguous-paths']);
  });
});
