// `npm run api:types`: builds the server on a scratch SQLite database, takes the OpenAPI document
// it serves and writes its TypeScript types to tests/client/sanad-api.d.ts (decision 0060).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/testing/template-db';
import { apiTypes, TYPES_FILE } from './api-types';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-api-types-'));
try {
  const app = await buildApp({
    config: testConfig(dataDir, undefined),
    logger: false,
    announce: () => {},
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    fs.writeFileSync(TYPES_FILE, await apiTypes(res.json()));
    console.log(`wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
  } finally {
    await app.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
