import { UPLOAD_KINDS, UPLOAD_LIMITS } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import type { Actor } from '../../auth/actor.js';
import { lgGrantIpfs } from '../../db/schema/index.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { outOfRange } from '../../lib/valid.js';
import { stageByNumber } from '../masters/periods.repo.js';
import { frozenBy, frozenSaid } from './frozen.js';
import { ipfLineIn, ipfMasters, voteKind } from './ipf.repo.js';
import { revenueTakesIpf, subGrantFitsRevenue } from './ipf-rules.js';
import { lockedWith, lockVotes } from './vote-locks.js';
import { detailList, envelopeHold } from './detail-rule.js';
import { entry, present } from '../../lib/present.js';

/** The amount columns of a grant IPF line, in the upload template's order (Plan_Y0 … Actual_Y1Q4). */
export const IPF_AMOUNT_COLUMNS = UPLOAD_KINDS.ipf.columns.filter((c) => c.type === 'amount').map((c) => c.header);
const FIELD_OF: Record<string, keyof typeof lgGrantIpfs.$inferInsert> = {
  Plan_Y0: 'planY0', Projection_Y1: 'projectionY1', Projection_Y2: 'projectionY2', Projection_Y3: 'projectionY3', Projection_Y4: 'projectionY4',
  Projection_Y5: 'projectionY5', Actual_Y1Q1: 'actualY1Q1', Actual_Y1Q2: 'actualY1Q2', Actual_Y1Q3: 'actualY1Q3', Actual_Y1Q4: 'actualY1Q4',
};

export interface IpfLineInput {
  Grant_IPF_ID?: number | null; Sub_SubProgramme_ID: number; Revenue_ID: number; SubGrant_ID?: number | null;
  Transfer: string; Project_Code?: string | null; Amounts: number[];
}
export const MAX_IPF_LINES_PER_SAVE = 500;

/**
 * Grant IPF lines of one district typed on the screen: new lines added, existing ones corrected, in one
 * transaction, each audited with old and new values. The rules are the upload's: the LG stage must be the open
 * one, a district's officer writes only their own district, figures frozen by an approved report stay, the
 * masters named must be active, a sub-grant belongs to its revenue, amounts within the upload's range, one line
 * per sub-sub-programme, revenue and sub-grant (the table's unique index). A line typed over is no longer its
 * upload's (that upload then cannot be reverted over it).
 */
export async function saveIpfLines({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, voteId: number, lines: IpfLineInput[]) {
  if (!lines.length || lines.length > MAX_IPF_LINES_PER_SAVE) throw outOfRange('Lines', 1, MAX_IPF_LINES_PER_SAVE);
  if (!actor.isMinistry && voteId !== actor.voteId) throw notFound();
  const kind = await voteKind(db, voteId);
  if (!kind) throw notFound();
  if (kind !== 'LG') throw badInput({ key: 'SERVER.NOT_A_DISTRICT' });
  const st = await stageByNumber(db, yearId, 'LG', stage);
  if (!st) throw notFound();
  if (!st.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  const masters = await ipfMasters(db, {
    ssp: lines.map((l) => l.Sub_SubProgramme_ID), revenue: lines.map((l) => l.Revenue_ID), subGrant: lines.flatMap((l) => (l.SubGrant_ID ? [l.SubGrant_ID] : [])),
  });
  const values = lines.map((l) => {
    if (l.Transfer !== 'Conditional' && l.Transfer !== 'Discretionary') throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Transfer', options: 'Conditional, Discretionary' } });
    if (!masters.ssp.has(l.Sub_SubProgramme_ID) || !masters.revenues.has(l.Revenue_ID)) throw badInput({ key: 'SERVER.MISSING_REFERENCE' });
    const subGrant = l.SubGrant_ID ?? null;
    if (subGrant != null && !masters.subGrants.has(subGrant)) throw badInput({ key: 'SERVER.MISSING_REFERENCE' });
    if (!subGrantFitsRevenue(subGrant, l.Revenue_ID, (id) => masters.subGrants.get(id)?.revenueId)) {
      throw badInput({ key: 'SERVER.SUBGRANT_REVENUE', params: { subGrant: subGrant === null ? '' : entry(masters.subGrants, subGrant).code, revenue: entry(masters.revenues, l.Revenue_ID) } });
    }
    if (!revenueTakesIpf(masters.revenueClass.get(l.Revenue_ID))) throw badInput({ key: 'SERVER.LOCAL_REVENUE_IPF', params: { revenue: entry(masters.revenues, l.Revenue_ID) } });
    if (l.Amounts.length !== IPF_AMOUNT_COLUMNS.length) throw badInput({ key: 'SERVER.IPF_AMOUNTS', params: { n: IPF_AMOUNT_COLUMNS.length, columns: IPF_AMOUNT_COLUMNS.join(', ') } });
    const amounts = Object.fromEntries(IPF_AMOUNT_COLUMNS.map((h, i) => {
      const a = l.Amounts[i] ?? NaN;
      if (!Number.isFinite(a) || a < 0 || a > UPLOAD_LIMITS.maxAmount) throw outOfRange(h, 0, UPLOAD_LIMITS.maxAmount);
      return [present(FIELD_OF[h], `the field of ${h}`), Math.round(a * 100) / 100];
    }));
    return { id: l.Grant_IPF_ID ?? null, row: { subSubProgrammeId: l.Sub_SubProgramme_ID, revenueId: l.Revenue_ID, subGrantId: subGrant,
      transferKind: l.Transfer.toLowerCase(), projectCode: l.Project_Code?.trim() || null, ...amounts } };
  });
  return db.transaction(async (tx) => {
    // The upload's locks: a file, a save and the district's detailed estimates do not interleave.
    await lockVotes(tx, lockedWith('ipf'), [voteId]);
    const hits = await frozenBy(tx, 'ipf', { yearId, stageId: st.id, voteIds: [voteId] });
    if (hits.length) throw conflict({ key: 'SERVER.IPF_FROZEN', params: { reports: frozenSaid(hits) } });
    const envelope = await envelopeHold(tx, yearId, [voteId]);
    const saved = [];
    for (const v of values) {
      if (v.id != null) {
        if (!await ipfLineIn(tx, v.id, { yearId, stageId: st.id, voteId })) throw notFound();
        saved.push(await updateAudited(tx, lgGrantIpfs, v.id, { ...v.row, batchId: null }, actor.id));
      } else {
        saved.push(await insertAudited(tx, lgGrantIpfs, { yearId, stageId: st.id, voteId, ...v.row }, actor.id));
      }
    }
    const over = await envelope();
    if (over.length) throw badInput({ key: 'SERVER.DETAIL_OVER', params: { detail: detailList(over) } });
    return saved.length;
  });
}
