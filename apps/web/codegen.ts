import type { CodegenConfig } from '@graphql-codegen/cli';

const SESSION = 'src/features/auth/session.graphql';
const client = { preset: 'client', presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
  config: { scalars: { DateTime: 'string' }, enumsAsTypes: true, useTypeImports: true } } as const;

/**
 * Typed documents from the committed API schema (apps/api/schema.graphql): the sign-in's own few (session.graphql)
 * in a module of their own, so the sign-in page does not load every document of the app; the rest in src/gql.
 */
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': { ...client, documents: ['src/**/*.{ts,tsx,graphql}', '!src/gql/**', '!src/gql-session/**', `!${SESSION}`] },
    // As strings: they are sent over plain fetch (lib/session-request.ts), with no GraphQL client on the sign-in page.
    './src/gql-session/': { ...client, documents: [SESSION], config: { ...client.config, documentMode: 'string' } },
  },
};
export default config;
