import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { errorMessage } from '../src/i18n/errors';
import { authRefusal } from '../src/i18n/refusal';
import { RefusedError, Unreachable } from '../src/lib/download';
import { de } from '../src/i18n/de';
import type { Translate } from '../src/i18n';

// The German dictionary stands in for the screen's language: no English from the browser or transport gets through.
const t = ((key: keyof typeof de) => de[key]) as Translate;
const refused = (code: string, message: string) => new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions: { code } })] });

describe('what a person reads of a failure', () => {
  it('shows the server\'s message (said in the screen\'s language), translating the keys it sends', () => {
    expect(errorMessage(refused('BAD_USER_INPUT', 'Einzelplan 014: Zuteilung über der Obergrenze'), t)).toBe('Einzelplan 014: Zuteilung über der Obergrenze');
    expect(errorMessage(refused('FORBIDDEN', 'Sie haben keinen Zugriff auf diesen Vorgang'), t)).toBe('Sie haben keinen Zugriff auf diesen Vorgang');
    expect(errorMessage(refused('BAD_USER_INPUT', 'PASSWORD.TOO_SHORT'), t)).toBe(de['PASSWORD.TOO_SHORT']);
    expect(errorMessage(refused('INTERNAL_SERVER_ERROR', 'Unexpected error.'), t)).toBe(de['ERROR.FAILED']);
    expect(errorMessage(refused('AUTH.VALIDATION.TOO_MANY_ATTEMPTS', 'Too many attempts'), t)).toBe(de['AUTH.VALIDATION.TOO_MANY_ATTEMPTS']);
    expect(errorMessage(new CombinedError({ networkError: new TypeError('Failed to fetch') }), t)).toBe(de['ERROR.NETWORK']);
  });

  it('says the same of REST calls: the server\'s refusal, an unreachable server, or a failure', () => {
    expect(errorMessage(new RefusedError(409, 'Die archivierte Datei wurde verändert'), t)).toBe('Die archivierte Datei wurde verändert');
    expect(errorMessage(new Unreachable('unreachable'), t)).toBe(de['ERROR.NETWORK']);
    expect(errorMessage(new Error('HTTP 502'), t)).toBe(de['ERROR.FAILED']);
  });
});

describe('sign-in refusals', () => {
  it('say how long to wait when the server says it, in minutes, instead of "a few minutes"', () => {
    const t2 = ((key: keyof typeof de, values?: Record<string, unknown>) => de[key].replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k]))) as Translate;
    const limited = new CombinedError({ graphQLErrors: [new GraphQLError('Too many attempts', { extensions: { code: 'AUTH.VALIDATION.TOO_MANY_ATTEMPTS', retryAfterSeconds: 841 } })] });
    expect(authRefusal(limited, 'AUTH.VALIDATION.INVALID_LOGIN', t2)).toBe('Zu viele Versuche: bitte in 15 Min. erneut versuchen');
    expect(authRefusal(refused('AUTH.VALIDATION.TOO_MANY_ATTEMPTS', 'x'), 'AUTH.VALIDATION.INVALID_LOGIN', t2)).toBe(de['AUTH.VALIDATION.TOO_MANY_ATTEMPTS']);
    expect(authRefusal(refused('AUTH.VALIDATION.INVALID_LOGIN', 'x'), 'AUTH.VALIDATION.INVALID_LOGIN', t2)).toBe(de['AUTH.VALIDATION.INVALID_LOGIN']);
  });
});
