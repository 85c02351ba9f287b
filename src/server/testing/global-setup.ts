import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TemplateDatabase } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded database, copied by createTestApp for each test file. */
    sanadTemplate: TemplateDatabase | null;
  }
}

/**
 * Vitest global setup (issue #11 §3): migrates and seeds one template database for the whole run
 * — on TEST_DATABASE_URL's PostgreSQL server when set, else a SQLite file — and drops it after.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createTemplate(process.env.TEST_DATABASE_URL);
  project.provide('sanadTemplate', template);
  return () => dropTemplate(template);
}
