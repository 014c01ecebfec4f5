import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents from the committed API schema (apps/api/schema.graphql). */
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  documents: ['src/**/*.{ts,tsx,graphql}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: { scalars: { DateTime: 'string' }, enumsAsTypes: true, useTypeImports: true },
    },
  },
};
export default config;
