import { writeFileSync } from 'node:fs';
import { printedSchema } from '../schema.js';

writeFileSync(new URL('../../schema.graphql', import.meta.url), printedSchema());
console.log('Wrote apps/api/schema.graphql');
