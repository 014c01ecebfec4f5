import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_LIMITS } from '../src/lib/rate-limits.js';
import { setupApp, sqlRows } from './helpers.js';

// The real limits: five questions an hour from one address.
const t = await setupApp({ rateLimits: { ...DEFAULT_LIMITS } });
const admin = (await t.login('admin')).token;
const vote = (await t.login('cg.initiator')).token;

let address = 0;
const ask = (body: object, ip = `10.9.0.${++address}`, lang = 'en') => t.app.inject({ method: 'POST', url: '/api/open/questions', remoteAddress: ip,
  headers: { 'content-type': 'application/json', 'accept-language': lang }, payload: JSON.stringify(body) });
const stored = async () => Number((await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from citizen_questions`))[0]?.n);
const answers = async () => (await t.app.inject({ url: '/api/open/answers' })).json().answers as { question: string; answer: string }[];

describe('questions and comments from the citizens\' portal', () => {
  it('keeps a question sent without sign-in for the ministry, showing nothing of it until the ministry publishes an answer', async () => {
    const res = await ask({ Question: 'Why did the health budget grow this year?', Name: 'Amina', Email: 'amina@example.org', Budget_Year: '2026-2027', Vote_Code: '014' });
    expect([res.statusCode, res.json()]).toEqual([202, { received: true }]);
    expect(await answers()).toEqual([]);
    const listed = await t.gql('{ citizenQuestions { Total Questions { Question_ID Question Name Email State Vote_Code } } }', {}, admin);
    const q = listed.data.citizenQuestions.Questions[0];
    expect(q).toMatchObject({ Question: 'Why did the health budget grow this year?', Name: 'Amina', Email: 'amina@example.org', State: 'new', Vote_Code: '014' });
    // A vote's officer is not the ministry.
    expect((await t.gql('{ citizenQuestions { Total } }', {}, vote)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const answered = await t.gql('mutation($q:Int!){ answerCitizenQuestion(Question_ID:$q, Answer:"New hospitals opened in three regions.", Publish:true){ State } }', { q: q.Question_ID }, admin);
    expect(answered.data.answerCitizenQuestion.State).toBe('published');
    const shown = await answers();
    expect(shown).toEqual([{ id: q.Question_ID, budgetYear: '2026-2027', voteCode: '014', question: 'Why did the health budget grow this year?', answer: 'New hospitals opened in three regions.', publishedAt: expect.any(String) }]);
    expect(JSON.stringify(shown)).not.toMatch(/Amina|example\.org/);
  });

  it('refuses an empty or oversize question, a bad address and a flood of links, in the asker\'s language, keeping nothing', async () => {
    const before = await stored();
    const cases: [object, RegExp][] = [
      [{ Question: 'short' }, /Question: at least 10 characters/],
      [{ Question: 'x'.repeat(2001) }, /Question: at most 2,000 characters/],
      [{ Question: 'A real question about roads?', Email: 'not-an-address' }, /Email/],
      [{ Question: 'Buy now https://a.example https://b.example https://c.example' }, /at most 2 links/],
      [{ Question: 'A real question about roads?', Extra: 'field' }, /./],
    ];
    for (const [body, said] of cases) {
      const res = await ask(body);
      expect([res.statusCode, res.json().error]).toEqual([422, expect.stringMatching(said)]);
    }
    expect((await ask({ Question: 'x'.repeat(2001) }, '10.9.1.1', 'fr')).json().error).toMatch(/au plus/);
    // A body over 16 KiB is refused before it is read.
    expect((await ask({ Question: 'y'.repeat(20_000) })).statusCode).toBe(413);
    // A robot that fills the hidden field is told it was received; nothing is kept.
    expect((await ask({ Question: 'A question from a robot, filled in.', Website: 'http://spam.example' })).statusCode).toBe(202);
    expect(await stored()).toBe(before);
  });

  it('takes five questions an hour from one address, however many arrive at once, and tells the rest when to try again', async () => {
    const before = await stored();
    const burst = await Promise.all(Array.from({ length: 9 }, (_, i) => ask({ Question: `Question number ${i} about the budget?` }, '10.9.2.2')));
    expect(burst.filter((r) => r.statusCode === 202)).toHaveLength(5);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before + 5);
    // Another address is not held up.
    expect((await ask({ Question: 'A question from someone else entirely?' }, '10.9.3.3')).statusCode).toBe(202);
  });

  it('sets a question aside: out of the list, never shown', async () => {
    await ask({ Question: 'Offensive words that will not be answered here.' });
    const { data } = await t.gql('{ citizenQuestions(State: "new") { Questions { Question_ID Question } } }', {}, admin);
    const q = (data.citizenQuestions.Questions as { Question_ID: number; Question: string }[]).find((x) => x.Question.startsWith('Offensive'));
    expect((await t.gql('mutation($q:Int!){ rejectCitizenQuestion(Question_ID:$q){ State } }', { q: q?.Question_ID }, admin)).data.rejectCitizenQuestion.State).toBe('rejected');
    const all = await t.gql('{ citizenQuestions(State: "new") { Questions { Question } } }', {}, admin);
    expect(JSON.stringify(all.data)).not.toMatch(/Offensive/);
    expect(JSON.stringify(await answers())).not.toMatch(/Offensive/);
  });
});
