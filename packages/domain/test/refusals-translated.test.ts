import { describe, expect, it } from 'vitest';
import { LANGUAGES, SERVER_TEXT, UPLOAD_ERROR_TEXT, serverText, stageSaid, type Said, type ServerMessageKey } from '../src/index.js';

// Every refusal a person reads, with every parameter filled as the server fills it (a nested message where the server
// nests one), rendered in each language: no English word may show through in the other five.

const keys = Object.keys(SERVER_TEXT.en) as ServerMessageKey[];
const needs = keys.filter((k) => k.startsWith('NEEDS.'));

/** What the server passes for a parameter: the nested messages it nests, data (codes, names, figures) otherwise. */
function param(name: string): Said['params'] extends infer P ? P[keyof P] : never {
  switch (name) {
    case 'stage': return stageSaid('Approved Estimates');
    case 'for': return { key: 'FOR.VOTE' };
    case 'hint': return { key: 'HINT.DATE' };
    case 'missing': return needs.map((key) => said(key));
    case 'year': return '2026/27';
    default: return 7;
  }
}

function said(key: ServerMessageKey): Said {
  const names = [...SERVER_TEXT.en[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return { key, params: Object.fromEntries(names.map((n) => [n, param(n)])) };
}

/**
 * Words of three letters or more, lower case. Not words of a language: codes at the API edge (Vote_ID, To_Stage, the
 * field a message starts with), acronyms (MTEF, IPF) and names written in capitals inside (PDFs, LibreOffice).
 */
const words = (text: string) => new Set((text.replace(/\{\w+\}/g, '').replace(/^\p{Lu}\w* ?:/u, '').replace(/\w*_\w*/g, '').match(/\p{L}[\p{L}'’]{2,}/gu) ?? [])
  .filter((w) => w !== w.toUpperCase() && !/^\p{Lu}\p{Ll}*\p{Lu}/u.test(w))
  .map((w) => w.toLowerCase()));

const english = new Set(keys.flatMap((k) => [...words(serverText('en', said(k)))]));

// Words the languages share with English (or proper names of products), each checked by a reader of the language.
const SHARED: Record<string, string[]> = {
  de: ['administrator', 'code', 'limit', 'links', 'mail', 'output', 'outputs', 'per', 'problem', 'programme', 'server', 'system', 'upload', 'uploads', 'version', 'was'],
  es: ['error', 'fiscal', 'local', 'personal', 'sector'],
  fr: ['active', 'allocations', 'budget', 'code', 'consolidation', 'date', 'description', 'division', 'document', 'figure', 'finance', 'inactive', 'mobile', 'performance', 'question',
    'programme', 'programmes', 'publication', 'segments', 'six', 'source', 'type', 'version', 'virement', 'virements'],
  ja: [],
  zh: [],
};
/** Names of products, the same in every language. */
const PRODUCTS = ['excel', 'word'];

describe('refusals speak the reader\'s language through and through', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: no English word in any refusal, its nested parts included', (lang) => {
    const leaks = keys.flatMap((k) => {
      const text = serverText(lang, said(k));
      const leaked = [...words(text)].filter((w) => english.has(w) && !SHARED[lang].includes(w) && !PRODUCTS.includes(w));
      return leaked.length ? [`${k}: ${leaked.join(', ')} — ${text}`] : [];
    });
    expect(leaks).toEqual([]);
  });

  it('the rows of a rejected upload too', () => {
    const englishRows = new Set(Object.values(UPLOAD_ERROR_TEXT.en).flatMap((t) => [...words(t)]));
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const leaked = Object.entries(UPLOAD_ERROR_TEXT[lang]).flatMap(([k, t]) =>
        [...words(t)].filter((w) => englishRows.has(w) && !SHARED[lang].includes(w) && !PRODUCTS.includes(w)).map((w) => `${k}: ${w}`));
      expect(leaked, lang).toEqual([]);
    }
  });

  it('a document\'s need nests the stage and the scope in the reader\'s words', () => {
    const ipfs: Said = { key: 'NEEDS.IPFS', params: { stage: stageSaid('Approved Estimates'), year: '2025/26', for: { key: 'FOR.LG' } } };
    expect(serverText('fr', { key: 'SERVER.CANNOT_INITIATE', params: { report: 'LG Approved Estimates', missing: [ipfs] } }))
      .toBe("LG Approved Estimates ne peut pas être initié tant que le système ne contient pas les IPF de subventions de l'étape Budget approuvé de 2025/26 pour cette collectivité locale");
    // A stage an administrator named is data, printed as written.
    expect(serverText('de', { key: 'NEEDS.DETAIL', params: { stage: stageSaid('Mid-term review'), year: '2026/27', for: { key: 'FOR.VOTE' } } }))
      .toBe('detaillierte Schätzungen der Phase Mid-term review von 2026/27 für diesen Einzelplan');
  });
});
