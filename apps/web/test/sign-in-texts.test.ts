import { describe, expect, it } from 'vitest';
import { enSignIn } from '../src/i18n/en-sign-in';
import { en } from '../src/i18n/en';
import { compileAll, compilePlain } from '../src/i18n/compile';

// The modules of the sign-in page (AppRoutes loads the rest on demand), as source text: every text key they name
// must be among the English texts the first page ships with, or the form would show a key until the whole
// dictionary arrives.
const SIGN_IN = import.meta.glob<string>(['../src/features/auth/{AuthLayout,LoginPage,OtpStep,AuthFields}.tsx', '../src/components/{LanguageSelect,Splash}.tsx',
  '../src/i18n/refusal.ts'], { query: '?raw', import: 'default', eager: true });

describe('the sign-in page\'s English texts', () => {
  it('hold every key its modules name, and every server refusal and session ending it may show', () => {
    expect(Object.keys(SIGN_IN)).toHaveLength(7);
    const named = Object.values(SIGN_IN).flatMap((source) => [...source.matchAll(/'([A-Z][A-Z_]*(?:\.[A-Za-z0-9_-]+)+)'/g)].map((m) => m[1] ?? ''));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((k) => !Object.hasOwn(enSignIn, k))).toEqual([]);
    // Refusals of sign-in and one-time codes (AUTH.VALIDATION.*) and why a session ended (SESSION.*) come as codes from the server.
    const byCode = Object.keys(en).filter((k) => /^(AUTH\.VALIDATION|SESSION)\./.test(k));
    expect(byCode.filter((k) => !Object.hasOwn(enSignIn, k))).toEqual([]);
  });

  it('are plain texts with {name} placeholders: turned into trees without the parser, they are what the parser makes', async () => {
    expect(compilePlain(enSignIn)).toEqual(await compileAll(enSignIn));
    // A text the plain reading cannot take is told apart: a plural is not a placeholder.
    const plural = { k: 'You have {n, plural, one {# code} other {# codes}}' };
    expect(compilePlain(plural)).not.toEqual(await compileAll(plural));
  });
});
