import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LANGUAGES, SERVER_TEXT } from '@pbs/domain';
import { fiscalYears, reportDeadlines, reports, userTypes } from '../src/db/schema/index.js';
import { setupApp, sqlRows } from './helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
const [cgType] = await t.db.select().from(userTypes).where(eq(userTypes.name, 'CG Vote'));
const admin = (await t.login('admin')).token;
const count = async (q: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t.db, q))[0].n;
const said = async (language: string, query: string, variables: Record<string, unknown>) =>
  (await t.gql(query, variables, admin, { 'accept-language': language })).errors?.[0];

const SET_DEADLINE = 'mutation($r:Int!,$y:Int!,$d:String!,$n:Int!){ setReportDeadline(Report_ID:$r, Year_ID:$y, Due_On:$d, Remind_Days_Before:$n, Escalate_To:"NextLevel") }';
const CREATE_USER = 'mutation($i:UserInput!){ createUser(input:$i){ User_ID } }';
const LOGINS = 'query($s:String!,$e:String!,$l:Int){ failedLoginsInDateRange(StartDate:$s, EndDate:$e, Limit:$l){ availableDataSize } }';
const person = (over: Record<string, unknown>) => ({ User_Name: 'field.check', First_Name: 'Field', Last_Name: 'Check', Email: 'field.check@finance.go.ug', User_Type_ID: cgType.id, ...over });

describe('a value of the wrong form is refused in the language of the request, naming the field', () => {
  it('a number above its bound: English word for word for API clients, the others in their own words and digits', async () => {
    const deadlines = await count(sql`select count(*)::int n from report_deadlines`);
    const v = { r: bfp.id, y: year.id, d: '2026-12-15', n: 70 };
    expect((await said('en', SET_DEADLINE, v))).toMatchObject({ message: 'Remind_Days_Before: at most 60', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await said('de', SET_DEADLINE, v))?.message).toBe('Remind_Days_Before: höchstens 60');
    expect((await said('ja', SET_DEADLINE, v))?.message).toBe('Remind_Days_Before: 60 以下');
    expect((await said('fr', SET_DEADLINE, { ...v, n: 5, d: '2026-02-30' }))?.message).toBe('Due_On : une date qui existe dans le calendrier');
    expect(await count(sql`select count(*)::int n from report_deadlines`)).toBe(deadlines);
    expect(await t.db.select().from(reportDeadlines).where(and(eq(reportDeadlines.reportId, bfp.id), eq(reportDeadlines.yearId, year.id)))).toEqual([]);
  });

  it("a user's name, phone and e-mail: the schema's hint in Chinese and Spanish; no user is created", async () => {
    const users = await count(sql`select count(*)::int n from users`);
    expect((await said('zh', CREATE_USER, { i: person({ User_Name: 'field check!' }) }))?.message).toBe('User_Name:仅限字母、数字和 . _ @ -');
    expect((await said('es', CREATE_USER, { i: person({ Mobile_Number: '12' }) }))?.message).toBe('Mobile_Number: un número de teléfono como +256 772 123456');
    expect((await said('es', CREATE_USER, { i: person({ Email: 'nobody' }) }))?.message).toBe('Email: una dirección de correo electrónico');
    expect((await said('de', CREATE_USER, { i: person({ First_Name: '   ' }) }))?.message).toBe('First_Name: darf nicht leer sein');
    expect((await said('en', CREATE_USER, { i: person({ Vote_ID: 999_999 }) }))?.message).toBe('Vote_ID: unknown or inactive');
    expect(await count(sql`select count(*)::int n from users`)).toBe(users);
  });

  it('a date range and a page size of the records screens', async () => {
    expect((await said('en', LOGINS, { s: '2026-11-30', e: '2026-11-01' }))?.message).toBe('EndDate: must not be before StartDate');
    expect((await said('fr', LOGINS, { s: '30/11/2026', e: '2026-12-01' }))?.message).toBe('StartDate : une date écrite AAAA-MM-JJ');
    expect((await said('de', LOGINS, { s: '2026-11-01', e: '2026-11-30', l: 0 }))?.message).toBe('Limit: 1 bis 100.000');
  });

  it('every field text names its field and keeps the English placeholders in every language', () => {
    for (const lang of LANGUAGES) {
      for (const key of Object.keys(SERVER_TEXT.en).filter((k) => k.startsWith('FIELD.')) as (keyof typeof SERVER_TEXT.en)[]) {
        expect(SERVER_TEXT[lang][key], `${lang} ${key}`).toMatch(/^\{field\}/);
      }
    }
  });
});
