import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { printedSchema } from '../src/schema.js';

it('matches the committed schema.graphql (run npm run schema:print -w apps/api after changing the API)', () => {
  expect(printedSchema()).toBe(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
});
