import { describe, expect, it } from 'vitest';
import {
  buildMenuPaths, entityKindOf, expandMenuPath, formatNumber, isReportCategory, isVoteKind, formatThousands, isFiscalYear, isPathAllowed,
  loginInput, maskPhone, otpCode, projectionYearLabels, shiftFiscalYear, shortFiscalYear, dueDateOf, onTime, DEFAULT_FUNDS, fundsShown, isStatutoryFund,
} from '../src/index.js';

describe('phone mask', () => {
  it('keeps only the last two digits', () => {
    expect(maskPhone('+256 772 123 456')).toBe('+256 XXX XXX X56');
    expect(maskPhone(null)).toBe('+256 XXX XXX X');
  });
});

describe('sign-in rules', () => {
  it('trims and bounds username and password', () => {
    expect(loginInput.parse({ User_Name: '  abc ', Password1: ' xyz ' })).toMatchObject({ User_Name: 'abc', Password1: 'xyz' });
    expect(loginInput.safeParse({ User_Name: 'ab', Password1: 'xyz' }).success).toBe(false);
    expect(loginInput.safeParse({ User_Name: 'a'.repeat(51), Password1: 'xyz' }).success).toBe(false);
  });
  it('accepts only five-digit codes', () => {
    expect(otpCode.safeParse('12345').success).toBe(true);
    expect(otpCode.safeParse('1234').success).toBe(false);
    expect(otpCode.safeParse('12a45').success).toBe(false);
  });
});

describe('fiscal years', () => {
  it('validates and shifts', () => {
    expect(isFiscalYear('2025-2026')).toBe(true);
    expect(isFiscalYear('2025-2027')).toBe(false);
    expect(shiftFiscalYear('2025-2026', -1)).toBe('2024-2025');
    expect(projectionYearLabels('2025-2026')).toEqual(['2026-2027', '2027-2028', '2028-2029', '2029-2030', '2030-2031']);
    expect(shortFiscalYear('2025-2026')).toBe('2025/26');
    expect(shortFiscalYear('1999-2000')).toBe('1999/00');
  });
});

describe('number formats', () => {
  it('formats and blanks invalid values', () => {
    expect(formatNumber(1234567.891, 3)).toBe('1,234,567.891');
    expect(formatNumber('x')).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatThousands(1234, 'T')).toBe('1,234 T');
  });

  it('formats each locale and precision as the locale writes it, however many are asked for in turn', () => {
    // The formatters are kept per locale and precision: past the bound the kept ones are dropped, never mixed up.
    for (let round = 0; round < 2; round++) {
      for (let decimals = 0; decimals <= 20; decimals++) {
        for (const locale of ['en-US', 'fr-FR', 'de-DE', 'es-ES']) {
          expect(formatNumber(1234.5, decimals, locale)).toBe((1234.5).toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
        }
      }
    }
    expect(formatNumber(-1234567, 0, 'fr-FR')).toBe('-1\u202f234\u202f567');
    expect(formatNumber(1234567.5, 1, 'de-DE')).toBe('1.234.567,5');
  });
});

describe('menu paths', () => {
  const entry = (path: string, area?: string) => ({
    Main_Menu_ID: { Main_Menu_ID: 1, Main_Menu_Name: 'Reports', Process_Area: area },
    Sub_Menu_Path: path,
  });
  it('expands process-area once per listed area', () => {
    expect(expandMenuPath('/reports/process-area/submissions', 'CG, LG')).toEqual(['/reports/cg/submissions', '/reports/lg/submissions']);
    expect(buildMenuPaths([entry('/admin/users'), entry('/reports/process-area/x', 'SEPC')])).toEqual(['/admin/users', '/reports/sepc/x']);
  });
  it('allows menu, always-allowed, error and budget paths only', () => {
    const paths = ['/admin/users'];
    expect(isPathAllowed('/admin/users', paths)).toBe(true);
    expect(isPathAllowed('/admin/users/', paths)).toBe(true);
    expect(isPathAllowed('/dashboard', paths)).toBe(true);
    expect(isPathAllowed('/budget/anything', paths)).toBe(true);
    expect(isPathAllowed('/error/error-v3', paths)).toBe(true);
    expect(isPathAllowed('/admin/roles', paths)).toBe(false);
  });
});

describe('report categories', () => {
  it('tells a CG vote from an LG vote without relying on the letter case SPEC.md uses', () => {
    expect(['VOTE', 'Vote', 'PROGRAMME', 'Parastatal'].map((c) => (isReportCategory(c) ? entityKindOf(c) : null)))
      .toEqual(['cgVote', 'lgVote', 'programme', 'parastatal']);
    expect(['vote', 'Programme', 'SEPC', ''].filter(isReportCategory)).toEqual([]);
    expect((['cgVote', 'lgVote', 'programme', 'parastatal'] as const).map(isVoteKind)).toEqual([true, true, false, false]);
  });
});

describe('the publication calendar', () => {
  it('dates each key document of a budget year from the year\'s first of July', () => {
    expect(dueDateOf('pre-budget-statement', '2026-2027')).toBe('2025-12-31');
    expect(dueDateOf('executive-budget-proposal', '2026-2027')).toBe('2026-04-01');
    expect(dueDateOf('enacted-budget', '2026-2027')).toBe('2026-07-01');
    expect(dueDateOf('citizens-budget', '2026-2027')).toBe('2026-07-01');
    expect([1, 2, 3, 4].map((q) => dueDateOf('in-year-report', '2026-2027', q))).toEqual(['2026-12-31', '2027-03-31', '2027-06-30', '2027-09-30']);
    expect(dueDateOf('mid-year-review', '2026-2027')).toBe('2027-03-31');
    expect(dueDateOf('year-end-report', '2026-2027')).toBe('2028-06-30');
    expect(dueDateOf('audit-report', '2026-2027')).toBe('2028-12-31');
    expect(dueDateOf('executive-budget-proposal', '2027-2028')).toBe('2027-04-01');
    expect([onTime('2025-12-31', '2025-12-31'), onTime('2026-01-01', '2025-12-31')]).toEqual([true, false]);
  });
});

describe('statutory funds', () => {
  it('are known by code, whatever the case or zeros, and get a column only where lines use them', () => {
    expect(['STATWAGE', 'statnwr', 'WAGE', 'ARREARS'].map(isStatutoryFund)).toEqual([true, true, false, false]);
    const funds = DEFAULT_FUNDS.map((f) => ({ code: f.code }));
    expect(fundsShown(funds, () => false).map((f) => f.code)).toEqual(['WAGE', 'NWR', 'GOUDEV', 'EXTFIN', 'AIA', 'ARREARS']);
    expect(fundsShown(funds, (c) => c === 'STATWAGE').map((f) => f.code)).toContain('STATWAGE');
  });
});
