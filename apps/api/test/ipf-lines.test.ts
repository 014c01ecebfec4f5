import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { codeOf, rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { verifyAuditChain } from '../src/lib/audit.js';

// A district, a year and an officer of their own; the demo's masters (sub-sub-programmes, revenues, sub-grants) read only.
const t = await setupApp();
const make = factories(t);
const rows = rowsIn(t.db);
const year = await make.year();
const district = await make.vote({ kind: 'LG', programmes: 0 });
const officer = await make.user('LG Initiator', { voteId: district.id });
const neighbour = await make.vote({ kind: 'LG', programmes: 0 });
const [{ ssp }] = await rows<{ ssp: number }>(sql`select id ssp from sub_sub_programmes where status order by id limit 1`);
const [grant, other] = await rows<{ sg: number; code: string; revenue: number; revenueCode: string }>(sql`select sg.id sg, sg.code, r.id revenue, r.code "revenueCode"
  from sub_grants sg join revenues r on r.id = sg.revenue_id where sg.status and r.status order by sg.id limit 2`);
const [{ lone }] = await rows<{ lone: number }>(sql`select id lone from revenues where status and id <> ${grant.revenue} and revenue_class <> 'LocalRevenue' order by id limit 1`);
const [local] = await rows<{ id: number; code: string }>(sql`select id, code from revenues where status and revenue_class = 'LocalRevenue' order by id limit 1`);

const SAVE = 'mutation($y:Int!,$s:Int!,$v:Int!,$l:[IpfLineInput!]!){ saveIpfLines(Year_ID:$y, Stage:$s, Vote_ID:$v, Lines:$l) }';
const amounts = (n: number) => Array.from({ length: 10 }, (_, i) => n + i);
const save = (lines: object[], o: { token?: string; vote?: number; stage?: number; lang?: string } = {}) =>
  t.gql(SAVE, { y: year.id, s: o.stage ?? 2, v: o.vote ?? district.id, l: lines }, o.token ?? officer.token, o.lang ? { 'accept-language': o.lang } : {});
const held = () => rows<{ id: number; revenue: number; subGrant: number | null; kind: string; plan: number; q4: number; batch: number | null }>(sql`select id, revenue_id revenue,
  sub_grant_id "subGrant", transfer_kind kind, plan_y0::float8 plan, actual_y1q4::float8 q4, batch_id batch from lg_grant_ipfs where vote_id = ${district.id} order by id`);
const snapshot = async () => JSON.stringify([await held(), (await rows(sql`select count(*)::int n from audits`))[0]]);

describe('grant IPFs typed on the screen', () => {
  it('adds a district\'s lines and corrects one, each audited with old and new values', async () => {
    const added = await save([
      { Sub_SubProgramme_ID: ssp, Revenue_ID: lone, Transfer: 'Conditional', Amounts: amounts(1_000) },
      { Sub_SubProgramme_ID: ssp, Revenue_ID: grant.revenue, SubGrant_ID: grant.sg, Transfer: 'Discretionary', Project_Code: ' P-77 ', Amounts: amounts(5_000) },
    ]);
    expect(added.errors).toBeUndefined();
    expect(added.data.saveIpfLines).toBe(2);
    const [first, second] = await held();
    expect([first.kind, first.plan, first.q4, second.subGrant, second.kind]).toEqual(['conditional', 1_000, 1_009, grant.sg, 'discretionary']);

    const corrected = await save([{ Grant_IPF_ID: first.id, Sub_SubProgramme_ID: ssp, Revenue_ID: lone, Transfer: 'Conditional', Amounts: amounts(1_500.004) }]);
    expect(corrected.data.saveIpfLines).toBe(1);
    expect((await held())[0].plan).toBe(1_500);
    const [audit] = await rows<{ old: { planY0: string }; new: { planY0: string } }>(sql`select old_values old, new_values new from audits
      where table_name = 'lg_grant_ipfs' and record_id = ${String(first.id)} and audit_type = 'update'`);
    expect([Number(audit.old.planY0), Number(audit.new.planY0)]).toEqual([1_000, 1_500]);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });

  it('refuses what an upload would refuse, saying why, and changes nothing', async () => {
    const before = await snapshot();
    const line = { Sub_SubProgramme_ID: ssp, Revenue_ID: grant.revenue, Transfer: 'Conditional', Amounts: amounts(10) };
    const wrongGrant = await save([{ ...line, SubGrant_ID: other.revenue === grant.revenue ? -1 : other.sg }], { lang: 'fr' });
    if (other.revenue !== grant.revenue) expect(wrongGrant.errors?.[0].message).toBe(`La sous-subvention ${other.code} n’appartient pas à la recette ${grant.revenueCode}`);
    expect(codeOf(wrongGrant)).toBe('BAD_USER_INPUT');
    expect(codeOf(await save([{ ...line, Transfer: 'Sometimes' }]))).toBe('BAD_USER_INPUT');
    // Locally raised revenue is estimated on its own upload, never as an IPF line.
    const localLine = await save([{ ...line, Revenue_ID: local.id }], { lang: 'fr' });
    expect(codeOf(localLine)).toBe('BAD_USER_INPUT');
    expect(localLine.errors?.[0].message).toBe(`La recette ${local.code} est une recette locale : elle s’estime dans le chargement des recettes locales (LRR), pas comme IPF de transfert`);
    expect(codeOf(await save([{ ...line, Amounts: amounts(10).slice(1) }]))).toBe('BAD_USER_INPUT');
    expect(codeOf(await save([{ ...line, Amounts: [-1, ...amounts(0).slice(1)] }]))).toBe('BAD_USER_INPUT');
    expect(codeOf(await save([{ ...line, Revenue_ID: 999_999 }]))).toBe('BAD_USER_INPUT');
    // Another district, a CG vote, a stage that is not the open one.
    expect(codeOf(await save([line], { vote: neighbour.id }))).toBe('RECORD_NOT_FOUND');
    const ministry = (await t.login('budget.officer')).token;
    const cg = await make.vote();
    expect((await save([line], { vote: cg.id, token: ministry })).errors?.[0].message).toBe('Vote: grant IPFs are entered for local governments only');
    expect((await save([line], { stage: 3 })).errors?.[0].message).toBe('Stage: only the active stage can be changed');
    // The same line twice: the table's one line per sub-sub-programme, revenue and sub-grant.
    const [existing] = await held();
    expect(codeOf(await save([{ ...line, Revenue_ID: existing.revenue }]))).toBe('CONFLICT');
    // Another district's line, named by id.
    expect(codeOf(await save([{ ...line, Grant_IPF_ID: existing.id }], { vote: neighbour.id, token: ministry }))).toBe('RECORD_NOT_FOUND');
    expect(await snapshot()).toBe(before);
  });

  it('adds a new line once under a burst of the same save', async () => {
    const [{ rev }] = await rows<{ rev: number }>(sql`select id rev from revenues where status and id not in (${lone}, ${grant.revenue}) and revenue_class <> 'LocalRevenue' order by id limit 1`);
    const burst = await Promise.all(Array.from({ length: 6 }, () => save([{ Sub_SubProgramme_ID: ssp, Revenue_ID: rev, Transfer: 'Conditional', Amounts: amounts(1) }])));
    expect(burst.filter((r) => r.data?.saveIpfLines === 1)).toHaveLength(1);
    expect(burst.filter((r) => codeOf(r) === 'CONFLICT')).toHaveLength(5);
    expect((await held()).filter((h) => h.revenue === rev)).toHaveLength(1);
  });

  it('keeps a closed stage as it was decided', async () => {
    const later = await make.year({ activeStage: 3 });
    const closed = await t.gql(SAVE, { y: later.id, s: 2, v: district.id, l: [{ Sub_SubProgramme_ID: ssp, Revenue_ID: lone, Transfer: 'Conditional', Amounts: amounts(7) }] }, officer.token);
    expect(closed.errors?.[0].message).toBe('Stage: only the active stage can be changed');
    expect(await rows(sql`select id from lg_grant_ipfs where year_id = ${later.id}`)).toEqual([]);
  });
});
