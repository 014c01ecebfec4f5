import type { FieldSpec, MasterConfig } from './config';

/**
 * The GraphQL documents of the generic master screen, built from its declaration (config.ts). They are not
 * compiled like the other screens' typed documents, so `test/master-documents.test.ts` validates every one of
 * them against the committed API schema: a misspelt field or a renamed operation fails the tests.
 */
export function masterDocuments(config: MasterConfig) {
  const selection = [config.id, 'Status', ...config.fields.map((f) => f.select ?? f.field)].join(' ');
  return {
    list: `query MasterList { ${config.list} { ${selection} } }`,
    create: `mutation CreateMaster($input: ${config.type}Input!) { create${config.type}(input: $input) { ${config.id} } }`,
    update: `mutation UpdateMaster($id: Int!, $input: ${config.type}Input!) { update${config.type}(id: $id, input: $input) { ${config.id} } }`,
    status: `mutation MasterStatus($id: Int!, $s: Boolean!) { set${config.type}Status(id: $id, Status: $s) { ${config.id} } }`,
    makeCurrent: config.makeCurrent
      ? `mutation MakeCurrent($id: Int!) { ${config.makeCurrent.mutation}(${config.makeCurrent.arg}: $id) { ${config.id} } }`
      : 'mutation None { __typename }',
  };
}

export const LOCK_USER = 'mutation LockUser($id: Int!, $l: Boolean!) { setUserLocked(id: $id, Is_Locked: $l) { User_ID } }';

/** The reference fields of a master and the one query that loads all their option lists. */
export function refDocument(fields: FieldSpec[]) {
  const refs = fields.flatMap((f) => (f.kind === 'ref' && f.ref ? [{ field: f.field, ref: f.ref }] : []));
  const query = refs.length
    ? `query MasterRefs { ${refs.map(({ ref }, i) => `r${i}: ${ref.query} { ${ref.value} ${ref.label} ${ref.code ?? ''} }`).join(' ')} }`
    : 'query NoRefs { __typename }';
  return { refs, query };
}
