// Lint of the web app: typescript-eslint's strict, type-aware rules, React's rules of hooks, and the
// accessibility rules of jsx-a11y. `npm run lint` runs it with no warning allowed; CI runs it too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['dist', 'src/gql', 'src/gql-session', 'eslint.config.js', 'vite.config.ts', 'codegen.ts'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `onClick={() => setOpen(false)}` is the idiom of every React code base; the rule still catches the rest.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers in messages and URLs are meant.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Event handlers may be async: React ignores what they return.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Focus moves into the one field of a sign-in step or of the lock dialog, as the ARIA dialog pattern asks.
      'jsx-a11y/no-autofocus': 'off',
      // A scrolling box (a named region) takes the keyboard's focus, so it can be scrolled without a mouse (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
);
