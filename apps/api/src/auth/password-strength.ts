import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * Refuses passwords that attackers try first: zxcvbn-ts's lists of common passwords, names and words,
 * with keyboard patterns, dates, repeats and l33t spellings, and the user's own names. Score 3 of 4 is
 * "safely unguessable" for an online attack with the sign-in lockout in front of it.
 */
const MIN_SCORE = 3;
let factory: ZxcvbnFactory | undefined;

export function isGuessable(password: string, personal: (string | null | undefined)[]): boolean {
  // Built on first use: the dictionaries take a moment to index, and most processes never need them.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  const inputs = personal.filter((p): p is string => !!p).flatMap((p) => [p, ...p.split(/[^\p{L}\p{N}]+/u)]).filter((p) => p.length >= 3);
  return factory.check(password, inputs).score < MIN_SCORE;
}
