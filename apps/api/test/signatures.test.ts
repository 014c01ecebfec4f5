import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { archivedReports, fiscalYears, reports, userSignatures, users, votes } from '../src/db/schema/index.js';
import { DEFAULT_LIMITS } from '../src/lib/rate-limits.js';
import { rowsIn, setupApp } from './helpers.js';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { readImage } from '../src/modules/signatures/signature-image.js';
import { factories } from './factories.js';
import { png } from './png.js';
import { postUpload } from './upload-helpers.js';

// The real upload limit per user, lowered to 4 a minute so a burst shows it.
const t = await setupApp({ rateLimits: { ...DEFAULT_LIMITS, uploadPerUser: { max: 4, windowSeconds: 60 } } });
const rows = rowsIn(t.db);
const upload = (body: Buffer, token: string, name = 'signature.png') => postUpload(t.app, 'signature', body, token, '', name);
const stored = async (user: string) => (await t.db.select({ sha: userSignatures.sha256 }).from(userSignatures)
  .innerJoin(users, eq(users.id, userSignatures.userId)).where(eq(users.userName, user)))[0]?.sha ?? null;

describe('electronic signatures', () => {
  it('stores a PNG checked by its content, replaces it with old and new audited, and refuses what is not a signature image', async () => {
    const { token } = await t.login('cg.approver');
    const first = await upload(png(300, 80), token);
    expect(first).toMatchObject({ status: 200, body: { ok: true, width: 300, height: 80 } });
    const mine = await t.app.inject({ method: 'GET', url: '/api/uploads/signature', headers: { authorization: `Bearer ${token}` } });
    expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'image/png']);
    // What is kept is the image decoded whole and written again as a plain PNG of the same size.
    const kept = PNG.sync.read(mine.rawPayload);
    expect([kept.width, kept.height]).toEqual([300, 80]);
    expect((await upload(png(320, 90), token)).status).toBe(200);
    const audit = await rows<{ type: string; old: { width: number } | null; new: { width: number } }>(sql`select audit_type as type, old_values as old, new_values as new
      from audits where table_name = 'user_signatures' order by id`);
    expect(audit.map((a) => [a.type, a.old?.width ?? null, a.new.width])).toEqual([['create', null, 300], ['update', 300, 320]]);

    // Refused, and nothing changes: a text file named .png, a picture too small, a header claiming 30000×30000 pixels.
    const before = await stored('cg.approver');
    expect(before).not.toBeNull();
    const fake = await upload(Buffer.from('this is not an image, whatever its name says'), token);
    expect([fake.status, fake.body.error]).toEqual([415, 'The file is not a PNG or JPEG image']);
    expect((await upload(png(20, 8), token)).status).toBe(422);
    // This user's four uploads of the minute are spent; another user tries the giant header.
    const giant = Buffer.from(png(40, 20));
    giant.writeUInt32BE(30_000, 16); giant.writeUInt32BE(30_000, 20);
    const refused = await upload(giant, (await t.login('lg.approver')).token);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/it is 30000×30000/);
    expect(await stored('cg.approver')).toBe(before);
    expect((await upload(png(400, 100), '')).status).toBe(401);
  });

  it('refuses an image whose header is sound and whose body is not, and a JPEG cut short; keeps a JPEG as PNG', async () => {
    const { token } = await t.login('lg.initiator');
    const garbage = Buffer.concat([png(200, 60).subarray(0, 33), Buffer.from('0000001049444154deadbeefdeadbeefdeadbeefdeadbeef', 'hex'), png(1, 1).subarray(-12)]);
    expect(readImage(garbage)).toMatchObject({ width: 200, height: 60 });
    const refused = await upload(garbage, token);
    expect([refused.status, refused.body.error]).toEqual([415, 'The image is damaged or incomplete; save it again as PNG or JPEG']);
    const photo = jpeg.encode({ width: 240, height: 70, data: Buffer.alloc(240 * 70 * 4, 200) }, 80).data;
    expect((await upload(photo.subarray(0, photo.length - 400), token)).status).toBe(415);
    expect(await stored('lg.initiator')).toBeNull();
    const ok = await upload(photo, token, 'signature.jpg');
    expect(ok.body).toMatchObject({ ok: true, width: 240, height: 70 });
    const mine = await t.app.inject({ method: 'GET', url: '/api/uploads/signature', headers: { authorization: `Bearer ${token}` } });
    expect(mine.headers['content-type']).toBe('image/png');
  });

  it('keeps to the per-user upload limit under a burst, and size is checked before anything is read', async () => {
    const { token } = await t.login('mof.level2');
    const burst = await Promise.all(Array.from({ length: 10 }, () => upload(png(200, 60), token)));
    expect(burst.filter((r) => r.status === 200).length).toBe(4);
    expect(burst.filter((r) => r.status === 429).length).toBe(6);
    const other = await t.login('mof.level3');
    const big = Buffer.concat([png(200, 60), Buffer.alloc(300 * 1024)]);
    expect((await upload(big, other.token)).status).toBe(413);
    expect(await stored('mof.level3')).toBeNull();
  });

  it('prints each approver\'s signature on the archived document', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
    const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
    const initiator = await t.login('cg.initiator');
    const started = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
      { r: bfp.id, y: year.id, e: health.id }, initiator.token);
    const id = started.data.initiateReport.Submission_ID;
    let version = started.data.initiateReport.Version;
    for (const user of ['cg.approver', 'mof.level2', 'mof.level3']) {
      const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: version }, (await t.login(user)).token);
      expect(r.errors).toBeUndefined();
      version = r.data.approveSubmission.Version;
    }
    const [pdf] = await t.db.select().from(archivedReports).where(and(eq(archivedReports.submissionId, id), eq(archivedReports.fileFormat, 'PDF')));
    const file = await t.app.inject({ method: 'GET', url: `/api/archive/files/${pdf.reportFile}`, headers: { authorization: `Bearer ${initiator.token}` } });
    // Two approvers have signatures on file (cg.approver and mof.level2): two images in the PDF.
    expect(file.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
  });

  it('approves a report whose trail holds a damaged signature image kept from before, printing that approver by name', async () => {
    const make = factories(t);
    const year = await make.year();
    const world = await make.reportWorld(year.id);
    const [first, second, last] = world.approvers;
    for (const u of [first, second]) expect((await upload(png(240, 70), u.token)).status).toBe(200);
    // The second approver's image is replaced, under the store, by a sound header over garbage (as older uploads could be).
    const damaged = Buffer.concat([png(240, 70).subarray(0, 33), Buffer.from('00000004494441540000000000000000', 'hex')]);
    await t.db.execute(sql`update stored_files set body = ${damaged} where name = (select file_path from user_signatures where user_id = ${second.id})`);
    const started = await world.initiate();
    expect(started.errors).toBeUndefined();
    const id = started.data.initiateReport.Submission_ID;
    let version = started.data.initiateReport.Version;
    for (const user of [first, second, last]) {
      const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: version }, user.token);
      expect(r.errors).toBeUndefined();
      version = r.data.approveSubmission.Version;
    }
    const [pdf] = await t.db.select().from(archivedReports).where(and(eq(archivedReports.submissionId, id), eq(archivedReports.fileFormat, 'PDF')));
    const body = (await t.app.inject({ method: 'GET', url: `/api/archive/files/${pdf.reportFile}`, headers: { authorization: `Bearer ${world.initiator.token}` } })).rawPayload;
    // The first approver's image is drawn; the second's is not, and the approval is recorded all the same.
    expect(body.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(1);
  });
});
