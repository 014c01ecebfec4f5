import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { programmes, roles, subProgrammes, users, userTypes, votes } from '../src/db/schema/index.js';
import { UploadError } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const admin = (await t.login('admin')).token;
const count = async (q: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t.db, q))[0].n;

describe('master data rules', () => {
  it('refuses a second role with the same title in any letter case, also on update; nothing is written', async () => {
    const [type] = await t.db.select().from(userTypes).where(eq(userTypes.name, 'CG Vote'));
    const before = await count(sql`select count(*)::int n from roles`);
    const create = (title: string) => t.gql('mutation($i:RoleInput!){ createRole(input:$i){ Role_ID } }', { i: { Title: title, User_Type_ID: type.id } }, admin);
    const r = await create('cg initiator');
    expect(r.errors?.[0].message).toBe('Title: a role called "cg initiator" already exists');
    expect(await count(sql`select count(*)::int n from roles`)).toBe(before);
    const made = await create('CG Planning Officer');
    const id = made.data.createRole.Role_ID;
    const renamed = await t.gql('mutation($id:Int!,$i:RoleInput!){ updateRole(id:$id, input:$i){ Title } }', { id, i: { Title: 'CG INITIATOR', User_Type_ID: type.id } }, admin);
    expect(renamed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const same = await t.gql('mutation($id:Int!,$i:RoleInput!){ updateRole(id:$id, input:$i){ Title } }', { id, i: { Title: 'CG Planning Officer', User_Type_ID: type.id } }, admin);
    expect(same.data.updateRole.Title).toBe('CG Planning Officer');
    // A burst of creates with one title in different cases: one role, the others refused with a message.
    const burst = await Promise.all(['Budget Analyst', 'BUDGET ANALYST', 'budget analyst', 'Budget analyst'].map(create));
    expect(burst.filter((b) => b.data?.createRole).length).toBe(1);
    expect(burst.filter((b) => b.errors?.[0].extensions?.code).length).toBe(3);
    expect(await count(sql`select count(*)::int n from roles where lower(title) = 'budget analyst'`)).toBe(1);
  });

  it('refuses to give a CG Vote user an LG vote, naming both; the ministry may have any vote', async () => {
    const [type] = await t.db.select().from(userTypes).where(eq(userTypes.name, 'CG Vote'));
    const [role] = await t.db.select().from(roles).where(eq(roles.title, 'CG Initiator'));
    const [agago] = await t.db.select().from(votes).where(and(eq(votes.code, '501'), eq(votes.kind, 'LG')));
    const before = await count(sql`select count(*)::int n from users`);
    const r = await t.gql('mutation($i:UserInput!){ createUser(input:$i){ User_ID } }', { i: {
      User_Name: 'new.planner', First_Name: 'New', Last_Name: 'Planner', Email: 'new.planner@finance.go.ug', User_Type_ID: type.id, Role_ID: role.id, Vote_ID: agago.id,
    } }, admin);
    expect(r.errors?.[0].message).toBe(`Vote_ID: a CG Vote user works on CG votes; 501 ${agago.name} is one of the LG votes`);
    expect(await count(sql`select count(*)::int n from users`)).toBe(before);
  });

  it('deactivating a programme deactivates its sub-programmes and their sub-sub-programmes, each audited', async () => {
    const [p] = await t.db.select().from(programmes).where(sql`exists (select 1 from sub_programmes s where s.programme_id = ${programmes.id} and s.status)`).limit(1);
    const subs = await t.db.select().from(subProgrammes).where(and(eq(subProgrammes.programmeId, p.id), eq(subProgrammes.status, true)));
    const activeSubSubs = await count(sql`select count(*)::int n from sub_sub_programmes ss join sub_programmes s on s.id = ss.sub_programme_id where s.programme_id = ${p.id} and ss.status`);
    const audits = await count(sql`select count(*)::int n from audits`);
    const r = await t.gql('mutation($id:Int!){ setProgrammeStatus(id:$id, Status:false){ Status } }', { id: p.id }, admin);
    expect(r.data.setProgrammeStatus.Status).toBe(false);
    expect(await count(sql`select count(*)::int n from sub_programmes where programme_id = ${p.id} and status`)).toBe(0);
    const subSubs = await count(sql`select count(*)::int n from sub_sub_programmes ss join sub_programmes s on s.id = ss.sub_programme_id where s.programme_id = ${p.id} and ss.status`);
    expect(subSubs).toBe(0);
    expect(await count(sql`select count(*)::int n from audits`)).toBe(audits + 1 + subs.length + activeSubSubs);
  });

  it('maps a programme to a vote so the vote can receive its figures; LG votes and repeated mappings are refused', async () => {
    const cg = (await t.login('cg.initiator')).token;
    const officer = (await t.login('budget.officer')).token;
    const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
    const [agago] = await t.db.select().from(votes).where(and(eq(votes.code, '501'), eq(votes.kind, 'LG')));
    const [p] = await t.db.select().from(programmes).where(and(eq(programmes.status, true),
      sql`not exists (select 1 from programme_votes pv where pv.programme_id = ${programmes.id} and pv.vote_id = ${health.id})`)).limit(1);
    const row = ['014', p.code, 'Allocation', ...Array.from({ length: 30 }, (_, i) => (i % 5 === 3 ? 0 : 1_000))];
    const before = await postUpload(t.app, 'mtef', await workbook('mtef', [row]), cg);
    expect(before.body.rowErrors?.[0].code).toBe(UploadError.NOT_MAPPED);

    const map = (programmeId: number, voteId: number) => t.gql('mutation($i:ProgrammeVoteInput!){ createProgrammeVote(input:$i){ Prog_By_Vote_ID } }', { i: { Programme_ID: programmeId, Vote_ID: voteId } }, officer);
    expect((await map(p.id, agago.id)).errors?.[0].message).toBe(`Vote_ID: programmes are delivered by CG votes; 501 ${agago.name} is one of the LG votes`);
    expect((await map(p.id, health.id)).data.createProgrammeVote.Prog_By_Vote_ID).toBeGreaterThan(0);
    expect((await map(p.id, health.id)).errors?.[0].message).toBe(`Programme ${p.code} is already mapped to vote 014`);
    expect((await postUpload(t.app, 'mtef', await workbook('mtef', [row]), cg)).status).toBe(200);
  });

  it('assigns a vote user the programmes they answer for, only among those their vote delivers', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.userName, 'cg.initiator'));
    const delivered = (await sqlRows<{ id: number }>(t.db, sql`select pv.programme_id id from programme_votes pv where pv.vote_id = ${user.voteId} and pv.status order by 1 limit 2`)).map((r) => r.id);
    const [other] = await t.db.select().from(programmes).where(sql`not exists (select 1 from programme_votes pv where pv.programme_id = ${programmes.id} and pv.vote_id = ${user.voteId})`).limit(1);
    const set = (ids: number[], token = admin) => t.gql('mutation($u:Int!,$p:[Int!]!){ setUserProgrammes(User_ID:$u, Report_Type:"CG", Programme_IDs:$p) }', { u: user.id, p: ids }, token);
    expect((await set([...delivered, other.id])).errors?.[0].message).toBe(`Programme_IDs: ${other.id} are not active programmes the user's vote delivers`);
    const cg = (await t.login('cg.initiator')).token;
    expect((await set(delivered, cg)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Two administrators saving at once: both answered, one set stands, no error.
    const both = await Promise.all([set(delivered), set(delivered.slice(0, 1))]);
    expect(both.every((b) => b.errors === undefined)).toBe(true);
    expect((await set(delivered)).data.setUserProgrammes).toEqual(delivered);
    const mine = await t.gql('{ userAssignedReportProgrammesByReportType(Report_Type:"CG"){ Programme_ID } userAssignedReportProgrammes { Programme_ID } }', {}, cg);
    expect(mine.data.userAssignedReportProgrammesByReportType.map((p: { Programme_ID: number }) => p.Programme_ID)).toEqual(delivered);
    const details = await t.gql('query($u:Int!){ userRoleDetails(User_ID:$u){ programmeIds } }', { u: user.id }, admin);
    expect(details.data.userRoleDetails.programmeIds.sort()).toEqual([...delivered].sort());
  });
});
