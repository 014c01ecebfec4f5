import { describe, expect, it } from 'vitest';
import { languageOfHeader, LANGUAGES, NOTICE_TEXT, noticeText, SERVER_TEXT, serverText, type NoticeKey, type ServerMessageKey } from '@pbs/domain';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notice texts', () => {
  it('say every notice in every language, with the same blanks to fill as the English', () => {
    for (const lang of LANGUAGES) {
      for (const key of Object.keys(NOTICE_TEXT.en) as NoticeKey[]) {
        expect(NOTICE_TEXT[lang][key], `${lang} ${key}`).toBeTruthy();
        expect(placeholders(NOTICE_TEXT[lang][key]), `${lang} ${key}`).toEqual(placeholders(NOTICE_TEXT.en[key]));
      }
    }
  });

  it('write days as each language writes dates', () => {
    const due = { key: 'NOTICE.DUE_ON', params: { report: 'BFP', due: { day: '2026-11-27' } } } as const;
    expect(['en', 'de', 'fr', 'ja'].map((l) => noticeText(l as 'en', due))).toEqual([
      'BFP is due on 27 November 2026', 'BFP ist am 27. November 2026 fällig', 'BFP est à rendre le 27 novembre 2026', 'BFP の期限は 2026年11月27日 です']);
  });

  it('write numbers as each language does, and a nested part in the same language', () => {
    const text = { key: 'NOTICE.VIREMENT.TEXT', params: { amount: 1250000.5, from: '12', fromCategory: 'Wage', to: '13', toCategory: 'NonWage', reason: 'Fuel' } } as const;
    expect(noticeText('en', text)).toBe('1,250,000.5 from programme 12 Wage to programme 13 NonWage: Fuel');
    expect(noticeText('de', text)).toBe('1.250.000,5 von Programm 12 Wage zu Programm 13 NonWage: Fuel');
    expect(noticeText('fr', { key: 'NOTICE.VIREMENT.COMMENT', params: { text, comment: 'Non' } }))
      .toBe('1\u202f250\u202f000,5 du programme 12 Wage au programme 13 NonWage : Fuel — Non');
  });
});

describe('server refusals', () => {
  it('are written in every language with the same blanks as the English, and filled in', () => {
    for (const lang of LANGUAGES) {
      for (const key of Object.keys(SERVER_TEXT.en) as ServerMessageKey[]) {
        expect(placeholders(SERVER_TEXT[lang][key]), `${lang} ${key}`).toEqual(placeholders(SERVER_TEXT.en[key]));
      }
    }
    expect(serverText('zh', { key: 'SERVER.NOTHING_TO_KEEP_CG', params: { stage: 2 } })).toBe('第 2 阶段没有该款的 MTEF 行:没有可保存的内容');
    // Nested and listed parts in the same language, numbers as the language writes them.
    const breach = { key: 'SERVER.CEILING_BREACH', params: { vote: '014', programme: '12', column: 'Y1_Wage', allocation: 7_316_000_001, over: 3_658_000_001, ceiling: 3_658_000_000 } } as const;
    expect(serverText('de', { key: 'SERVER.OVER_CEILINGS', params: { detail: [breach, { key: 'SERVER.AND_MORE', params: { count: 2 } }] } })).toBe(
      'Zuweisungen über ihren Obergrenzen werden in diesem Jahr nicht angenommen: Einzelplan 014, Programm 12, Y1_Wage: 7.316.000.001 liegt 3.658.000.001 über der Obergrenze von 3.658.000.000; und 2 weitere');
    expect(serverText('en', breach)).toBe('Vote 014, programme 12, Y1_Wage: 7,316,000,001 is 3,658,000,001 over its ceiling of 3,658,000,000');
  });

  it('follow the first language of Accept-Language that the system speaks, else English', () => {
    expect(['de-CH,de;q=0.9,en;q=0.8', 'pt-BR, es;q=0.7', 'ZH-cn', '', undefined, 'xx'].map(languageOfHeader)).toEqual(['de', 'es', 'zh', 'en', 'en', 'en']);
  });
});
