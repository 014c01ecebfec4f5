import { DEMO_PASSWORD } from './api-sign-in.js';
import { gql } from './server.js';

const SAVE = 'mutation($y:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:2, Vote_ID:$v, Lines:$l){ Saved } }';
const DETAIL = 'query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Budget_Lines { Line_ID Amount Fund_Code Output_ID Item_ID } } }';

interface Line { Line_ID: number; Amount: string | number; Fund_Code: string; Output_ID: number; Item_ID: number }

/** One answer a saver had: when, and what (200, a refusal's code with its HTTP status, or a failed connection). */
export interface Outcome { at: number; kind: string; retryAfter: string | null; message: string }

/**
 * Officers of vote 014 (Health), each saving one detailed line of their own again and again, a thousand shillings
 * lower each time, spread over the servers given: what each was told, the last amount acknowledged and the last
 * sent for each line, so a test can check that every acknowledged save is there and nothing else changed.
 */
export class Savers {
  readonly outcomes: Outcome[] = [];
  /** Per line: the amount last acknowledged, and every amount sent after it without an acknowledgement. */
  readonly acked = new Map<number, number>();
  readonly unacked = new Map<number, number[]>();
  private running = true;
  private done: Promise<void> = Promise.resolve();
  private constructor(private readonly urls: string[], private readonly token: string, readonly yearId: number, readonly voteId: number, readonly lines: Line[]) {}

  static async start(urls: string[], count: number): Promise<Savers> {
    const url = urls[0] ?? '';
    const { login } = await gql(url, 'mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ access_token activeFiscalYear { Year_ID } userVote { Vote_ID } } }', { u: 'cg.initiator', p: DEMO_PASSWORD });
    const token = login.access_token as string;
    const yearId = login.activeFiscalYear.Year_ID as number;
    const voteId = login.userVote.Vote_ID as number;
    const { voteDetail } = await gql(url, DETAIL, { y: yearId, v: voteId }, token);
    const lines = (voteDetail.Budget_Lines as Line[]).slice(0, count);
    if (lines.length < count) throw new Error(`vote ${voteId} has ${lines.length} lines, ${count} wanted`);
    const s = new Savers(urls, token, yearId, voteId, lines);
    s.done = Promise.all(lines.map((line, k) => s.officer(line, urls[k % urls.length] ?? url))).then(() => undefined);
    return s;
  }

  private async officer(line: Line, url: string) {
    let amount = Number(line.Amount);
    this.acked.set(line.Line_ID, amount);
    this.unacked.set(line.Line_ID, []);
    while (this.running) {
      amount -= 1000;
      const at = Date.now();
      let outcome: Outcome;
      try {
        const res = await fetch(`${url}/graphql`, {
          method: 'POST', signal: AbortSignal.timeout(30_000),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
          body: JSON.stringify({ query: SAVE, variables: { y: this.yearId, v: this.voteId, l: [{ Line_ID: line.Line_ID, Amount: amount, Fund_Code: line.Fund_Code, Item_ID: line.Item_ID, Output_ID: line.Output_ID }] } }),
        });
        const body = await res.json() as { errors?: { message: string; extensions?: { code?: string } }[] };
        const error = body.errors?.[0];
        outcome = { at, kind: error ? `${res.status} ${error.extensions?.code ?? '?'}` : String(res.status), retryAfter: res.headers.get('retry-after'), message: error?.message ?? '' };
        if (!error && res.ok) { this.acked.set(line.Line_ID, amount); this.unacked.set(line.Line_ID, []); } else this.unacked.get(line.Line_ID)?.push(amount);
      } catch (err) {
        outcome = { at, kind: `network ${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name}`, retryAfter: null, message: (err as Error).message };
        this.unacked.get(line.Line_ID)?.push(amount);
      }
      this.outcomes.push(outcome);
      await new Promise((r) => setTimeout(r, outcome.kind === '200' ? 20 : 100));
    }
  }

  async stop() {
    this.running = false;
    await this.done;
  }

  /** The first acknowledged save sent after `since` (ms), or null. */
  firstSuccessAfter(since: number): number | null {
    return this.outcomes.filter((o) => o.kind === '200' && o.at >= since).reduce<number | null>((a, o) => (a === null || o.at < a ? o.at : a), null);
  }

  /** Answers other than success sent in [from, to), counted by kind. */
  failures(from = 0, to = Infinity): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const o of this.outcomes) if (o.kind !== '200' && o.at >= from && o.at < to) counts[o.kind] = (counts[o.kind] ?? 0) + 1;
    return counts;
  }

  /** Lines whose stored amount is neither the last acknowledged nor one sent after it (a save lost or half-applied). */
  async wrongLines(url: string): Promise<string[]> {
    const { voteDetail } = await gql(url, DETAIL, { y: this.yearId, v: this.voteId }, this.token);
    const stored = new Map((voteDetail.Budget_Lines as Line[]).map((l) => [l.Line_ID, Number(l.Amount)]));
    const wrong: string[] = [];
    for (const line of this.lines) {
      const now = stored.get(line.Line_ID);
      const ok = [this.acked.get(line.Line_ID), ...(this.unacked.get(line.Line_ID) ?? [])];
      if (now === undefined || !ok.includes(now)) wrong.push(`line ${line.Line_ID}: ${now} stored, acknowledged ${this.acked.get(line.Line_ID)}`);
    }
    return wrong;
  }
}
