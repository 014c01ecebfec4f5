import { describe, expect, it } from 'vitest';
import { LANGUAGES, NOTICE_TEXT, noticeText, type NoticeKey } from '@pbs/domain';

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

  it('write numbers as each language does, and a nested part in the same language', () => {
    const text = { key: 'NOTICE.VIREMENT.TEXT', params: { amount: 1250000.5, from: '12', fromCategory: 'Wage', to: '13', toCategory: 'NonWage', reason: 'Fuel' } } as const;
    expect(noticeText('en', text)).toBe('1,250,000.5 from programme 12 Wage to programme 13 NonWage: Fuel');
    expect(noticeText('de', text)).toBe('1.250.000,5 von Programm 12 Wage zu Programm 13 NonWage: Fuel');
    expect(noticeText('fr', { key: 'NOTICE.VIREMENT.COMMENT', params: { text, comment: 'Non' } }))
      .toBe('1\u202f250\u202f000,5 du programme 12 Wage au programme 13 NonWage : Fuel — Non');
  });
});
