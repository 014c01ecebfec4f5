// Lint of the API: typescript-eslint's strict, type-aware rules, as on the web app. `npm run lint` runs it with no
// warning allowed; CI runs it too. Two rules are off until the code reads arrays as possibly short
// (noUncheckedIndexedAccess), and the tests read GraphQL answers as untyped JSON: see the rules below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'drizzle', 'scripts', 'eslint.config.js', 'drizzle.config.ts', 'vitest.config.ts'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `reply.send(x)` returned from an arrow is Fastify's idiom, as `setOpen(false)` is React's; the rule still
      // catches the rest.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers in messages and file names are meant.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify's reply is a thenable: `return reply.send(x)` is its idiom in an async handler, not a promise left
      // un-awaited.
      '@typescript-eslint/return-await': 'off',
      // drizzle types a `sql<number>` sum as a number while PostgreSQL sends numeric and bigint as text: Number() is
      // where it becomes one.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // A property taken out of an object by destructuring, so the rest goes on without it, is meant unused.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Off until the API compiles with noUncheckedIndexedAccess: without it, `const [row] = await select…` types
      // `row` as always there, so the rule calls every `if (!row)` unnecessary (about 200 in src) while the
      // assertions the other rule forbids (about 200) are where the code knows a row is there.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // A test reads a GraphQL answer as parsed JSON (`r.data.login.user.User_ID`) and its assertions check the shape;
    // typing each of its some 900 reads would restate the schema in the tests. The rest of the rules hold.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
