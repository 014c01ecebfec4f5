import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsIn, setupApp } from './helpers.js';

const t = await setupApp();
const { token } = await t.login('admin');
const QUERY = JSON.stringify({ query: '{ activeCgVotes { Vote_ID Vote_Code Vote_Name } }' });
const ask = (encoding?: string) => t.app.inject({ method: 'POST', url: '/graphql', payload: QUERY,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('answers compressed for slow links', () => {
  it('sends GraphQL answers in Brotli or gzip as the browser accepts, the same JSON once decoded, and plain to a client that accepts neither', async () => {
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const votes = JSON.parse(plain.body).data.activeCgVotes;
    expect(votes.length).toBeGreaterThan(100);
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')).data.activeCgVotes).toEqual(votes);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).data.activeCgVotes).toEqual(votes);
  });

  it('leaves a PDF as it is: its streams are compressed already', async () => {
    const rows = rowsIn(t.db);
    const [{ report, year, vote }] = await rows<{ report: number; year: number; vote: number }>(sql`select
      (select id from reports where report_name = 'Draft Estimates of Revenue and Expenditure') as report,
      (select id from fiscal_years where is_active) as year, (select id from votes where code = '014' and kind = 'CG') as vote`);
    const initiator = await t.login('cg.initiator');
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/generator?Report_ID=${report}&Year_ID=${year}&Entity_ID=${vote}&Format=PDF`,
      headers: { authorization: `Bearer ${initiator.token}`, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
