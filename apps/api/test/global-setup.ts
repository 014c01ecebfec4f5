import type { TestProject } from 'vitest/node';
import { seedTemplate } from './seeded-database.js';

declare module 'vitest' {
  export interface ProvidedContext { seededTemplate: string }
}

/** Seeds the database every test file starts from a copy of, once per run. */
export default async function setup(project: TestProject) {
  const template = await seedTemplate();
  project.provide('seededTemplate', template.ref);
  return template.drop;
}
