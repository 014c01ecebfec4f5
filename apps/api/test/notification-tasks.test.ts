import { describe, expect, it } from 'vitest';
import { setupApp } from './helpers.js';
import { factories, type BuiltUser } from './factories.js';

// A report of its own, with a new initiator and approvers, in a year of its own: whose bell counts what.
const t = await setupApp();
const make = factories(t);
const MINE = '{ myNotifications { Title Is_Read Path } }';
const mine = async (u: BuiltUser) => (await t.gql(MINE, {}, u.token)).data.myNotifications as { Title: string; Is_Read: boolean; Path: string | null }[];
const waiting = async (u: BuiltUser) => (await mine(u)).filter((n) => !n.Is_Read);
const APPROVE = 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }';

describe('notices of a task', () => {
  it('open the screen where the task is done, and stop waiting once it is done', async () => {
    const year = await make.year();
    const w = await make.reportWorld(year.id);
    const [first, second] = w.approvers;
    const started = (await w.initiate()).data.initiateReport;
    expect(await waiting(first)).toEqual([{ Title: `${w.report.name} awaits your approval`, Is_Read: false, Path: '/reports/cg/approvals' }]);

    const r = await t.gql(APPROVE, { s: started.Submission_ID, v: started.Version }, first.token);
    expect(r.errors).toBeUndefined();
    // The first approver's notice is settled; the next level's waits.
    expect(await waiting(first)).toEqual([]);
    expect((await mine(first))).toHaveLength(1);
    expect(await waiting(second)).toEqual([{ Title: `${w.report.name} awaits your approval`, Is_Read: false, Path: '/reports/cg/approvals' }]);
  });

  it('are all read once the person opens them', async () => {
    const year = await make.year();
    const w = await make.reportWorld(year.id);
    await w.initiate();
    const [first] = w.approvers;
    expect(await waiting(first)).toHaveLength(1);
    expect((await t.gql('mutation { markNotificationsRead }', {}, first.token)).data.markNotificationsRead).toBe(true);
    expect(await waiting(first)).toEqual([]);
  });
});
