import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords.js';
import { programmes, programmeVotes, roles, users, userTypes, votes } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, type TestApp } from './helpers.js';

/** A name no other row of the test's database holds (codes are unique per kind, programme codes overall). */
let made = 0;
const fresh = (prefix: string) => `${prefix}${process.pid % 1000}${String(++made).padStart(3, '0')}`;

export interface BuiltVote { id: number; code: string; lines: { programmeId: number; programmeCode: string; progByVoteId: number }[] }

/**
 * Builds exactly the rows a test needs, beside the demo data and independent of it: votes with programmes of their
 * own, and users of a role on them who can sign in.
 */
export function factories(t: TestApp) {
  return {
    async vote(o: { kind?: 'CG' | 'LG'; programmes?: number; isAia?: boolean; isVirementLimited?: boolean } = {}): Promise<BuiltVote> {
      const code = fresh('T');
      const [v] = await t.db.insert(votes).values({ kind: o.kind ?? 'CG', code, name: `Test vote ${code}`, isAia: o.isAia ?? false,
        isVirementLimited: o.isVirementLimited ?? false }).returning();
      const lines = [];
      for (let i = 0; i < (o.programmes ?? 2); i++) {
        const [p] = await t.db.insert(programmes).values({ code: fresh('P'), name: `Test programme ${i + 1} of ${code}` }).returning();
        const [pv] = await t.db.insert(programmeVotes).values({ programmeId: p.id, voteId: v.id }).returning();
        lines.push({ programmeId: p.id, programmeCode: p.code, progByVoteId: pv.id });
      }
      return { id: v.id, code, lines };
    },

    /** A user of a seeded role (and its user type), signed in: their token. */
    async user(role: string, o: { voteId?: number } = {}) {
      const [r] = await t.db.select().from(roles).where(eq(roles.title, role));
      const [type] = await t.db.select().from(userTypes).where(eq(userTypes.id, r.userTypeId));
      const userName = fresh('user.');
      const [u] = await t.db.insert(users).values({ userName, firstName: 'Test', lastName: role, email: `${userName}@test.example`,
        passwordHash: await hashPassword(DEMO_PASSWORD), userTypeId: type.id, roleId: r.id, voteId: o.voteId ?? null }).returning();
      return { id: u.id, userName, token: (await t.login(userName)).token };
    },
  };
}
