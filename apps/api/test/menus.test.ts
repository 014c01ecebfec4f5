import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { codeOf, rowsIn, setupApp } from './helpers.js';

const t = await setupApp();
const rows = rowsIn(t.db);
const SET = 'mutation($r:Int!,$ids:[Int!]!){ setRoleMenus(Role_ID:$r, Sub_Menu_IDs:$ids){ Sub_Menu_ID } }';

describe('role menus', () => {
  it('replaces a role\'s menus with one audit row per grant and revoke, seen by its users at once', async () => {
    const admin = await t.login('admin');
    const [{ role }] = await rows<{ role: number }>(sql`select role_id as role from users where user_name = 'cg.initiator'`);
    const before = (await rows<{ id: number }>(sql`select sub_menu_id as id from role_menus where role_id = ${role}`)).map((r) => r.id);
    const [{ outbox }] = await rows<{ outbox: number }>(sql`select id as outbox from sub_menus where path = '/admin/outbox'`);
    const audits = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from audits where table_name = 'role_menus'`))[0].n;
    const start = await audits();
    const user = await t.login('cg.initiator');
    const OUTBOX = '{ outboxMessages(Limit: 1) { Recipient } }';
    expect(codeOf(await t.gql(OUTBOX, {}, user.token))).toBe('FORBIDDEN');

    const granted = await t.gql(SET, { r: role, ids: [...before, outbox] }, admin.token);
    expect(granted.data.setRoleMenus.map((m: { Sub_Menu_ID: number }) => m.Sub_Menu_ID).sort()).toEqual([...before, outbox].sort());
    expect(await audits()).toBe(start + 1);
    expect((await t.gql(OUTBOX, {}, user.token)).errors).toBeUndefined();

    await t.gql(SET, { r: role, ids: before }, admin.token);
    expect(await audits()).toBe(start + 2);
    expect(codeOf(await t.gql(OUTBOX, {}, user.token))).toBe('FORBIDDEN');
  });

  it('refuses an unknown role or sub-menu and changes nothing', async () => {
    const admin = await t.login('admin');
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from role_menus`))[0].n;
    const n = await count();
    expect(codeOf(await t.gql(SET, { r: 999_999, ids: [] }, admin.token))).toBe('RECORD_NOT_FOUND');
    const [{ role }] = await rows<{ role: number }>(sql`select id as role from roles order by id limit 1`);
    const bad = await t.gql(SET, { r: role, ids: [999_999] }, admin.token);
    expect([codeOf(bad), bad.errors?.[0].message]).toEqual(['BAD_USER_INPUT', 'Sub_Menu_IDs: unknown or inactive']);
    expect(await count()).toBe(n);
  });
});
