import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { roles, users, votes } from '../../db/schema/index.js';
import { activeFiscalYear, activeStages, type BudgetStage, type FiscalYear } from '../masters/periods.repo.js';
import { menuRowsForRole, type MenuRow } from '../../auth/role-menus.repo.js';

type UserRow = typeof users.$inferSelect;

export interface LoginResult {
  access_token: string | null;
  refresh_token: string | null;
  otpVerification: boolean;
  user: UserRow;
  userMenu: MenuRow[];
  activeFiscalYear: FiscalYear | null;
  activeStages: BudgetStage[];
  userRole: typeof roles.$inferSelect | null;
  userVote: typeof votes.$inferSelect | null;
}

/** Everything the client needs to complete a session (SPEC.md section 4, step 6). */
export async function buildLoginResult(db: Executor, user: UserRow, tokens: { access: string; refresh: string }): Promise<LoginResult> {
  const [year, role, vote, menu] = await Promise.all([
    activeFiscalYear(db),
    user.roleId ? db.select().from(roles).where(eq(roles.id, user.roleId)).then((r) => r[0] ?? null) : null,
    user.voteId ? db.select().from(votes).where(eq(votes.id, user.voteId)).then((r) => r[0] ?? null) : null,
    menuRowsForRole(db, user.roleId),
  ]);
  const stages = year ? await activeStages(db, year.id) : [];
  return {
    access_token: tokens.access, refresh_token: tokens.refresh, otpVerification: false,
    user, userMenu: menu, activeFiscalYear: year, activeStages: stages, userRole: role, userVote: vote,
  };
}
