// Lint of the API: typescript-eslint's strict, type-aware rules, as on the web app. `npm run lint` runs it with no
// warning allowed; CI runs it too. The source compiles with noUncheckedIndexedAccess (tsconfig.json), so a row or an
// entry that may be missing is checked, not asserted; the tests read GraphQL answers as untyped JSON: see below.
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
    },
  },
  {
    // A test reads a GraphQL answer as parsed JSON (`r.data.login.user.User_ID`) and its assertions check the shape;
    // typing each of its some 900 reads would restate the schema in the tests. The tests compile without
    // noUncheckedIndexedAccess (test/tsconfig.json: some 1,600 reads of rows and answers by index, each checked by the
    // assertion after it), so the unnecessary-condition rule would call a guard on `rows[i - 1]` needless; and a `!`
    // in a test states what the test expects — when it is wrong the test fails, which is what a test is for.
    // The rest of the rules hold.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
