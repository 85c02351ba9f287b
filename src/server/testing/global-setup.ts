import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TemplateDatabase } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded SQLite database, copied by createTestApp for each test file. */
    sanadTemplate: TemplateDatabase | null;
  }
}

/**
 * Vitest global setup: on SQLite runs, migrates and seeds one template database
 * for the whole run and removes it after; PostgreSQL runs (TEST_DATABASE_URL) migrate a schema
 * per test file instead (template-db.ts says why).
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('sanadTemplate', null);
    return undefined;
  }
  const template = await createTemplate();
  project.provide('sanadTemplate', template);
  return () => dropTemplate(template);
}
