// The message parser under a name of its own (vite.config.ts): the plain package name is aliased to its parser-less entry.
declare module 'icu-messageformat-parser-full' {
  export { parse } from '@formatjs/icu-messageformat-parser';
}
