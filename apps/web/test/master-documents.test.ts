import { describe, expect, it } from 'vitest';
import { buildSchema, isInputObjectType, parse, validate } from 'graphql';
import { MASTERS } from '../src/features/masters/config';
import { LOCK_USER, masterDocuments, refDocument } from '../src/features/masters/documents';
import schemaText from '../../api/schema.graphql?raw';

// The API's schema as committed (a test of the API fails when it drifts from the code).
const schema = buildSchema(schemaText);
const errorsOf = (document: string) => validate(schema, parse(document)).map((e) => e.message);

describe('the generic master screen speaks the API it calls', () => {
  it.each(MASTERS.map((m) => [m.path, m] as const))('%s: every document is valid against the schema', (_path, config) => {
    const docs = masterDocuments(config);
    for (const document of [docs.list, docs.create, docs.update, docs.status, docs.makeCurrent, refDocument(config.fields).query]) {
      expect(errorsOf(document), document).toEqual([]);
    }
  });

  it.each(MASTERS.map((m) => [m.path, m] as const))('%s: the form sends only fields its input type has', (_path, config) => {
    const input = schema.getType(`${config.type}Input`);
    expect(isInputObjectType(input), `${config.type}Input`).toBe(true);
    const accepted = isInputObjectType(input) ? Object.keys(input.getFields()) : [];
    const sent = config.fields.filter((f) => f.form !== false).map((f) => f.field);
    expect(sent.filter((f) => !accepted.includes(f))).toEqual([]);
  });

  it('fails on a misspelt field, so the check above can fail', () => {
    const first = MASTERS[0];
    if (!first) throw new Error('no master screens');
    expect(errorsOf(masterDocuments({ ...first, fields: [{ field: 'Fiscal_Yaer', kind: 'text' }] }).list)).toHaveLength(1);
    expect(errorsOf(LOCK_USER)).toEqual([]);
  });
});
