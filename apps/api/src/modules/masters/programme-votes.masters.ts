import { programmeVotes } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { unknownRef } from '../../lib/valid.js';
import { defineMaster, rules } from './define-master.js';
import { mappingOf, programmeById, voteById } from './master-rules.repo.js';

/**
 * Which CG votes deliver which programmes (Prog_By_Vote): the lines MTEF figures are entered on. Without a
 * mapping a new vote can never receive figures (its rows are NOT_MAPPED). Deactivating a mapping keeps its
 * figures; it stops new ones.
 */
export const ProgrammeVoteRef = defineMaster({
  type: 'ProgrammeVote', table: programmeVotes, menuPath: '/general-masters/programme-votes', orderBy: programmeVotes.voteId,
  fields: { Prog_By_Vote_ID: ['id', 'Int'], Programme_ID: ['programmeId', 'Int'], Vote_ID: ['voteId', 'Int'], Status: ['status', 'Boolean'] },
  input: { Programme_ID: ['programmeId', rules.id, 'Int'], Vote_ID: ['voteId', rules.id, 'Int'] },
  queries: { all: 'programmeVotes', active: 'activeProgrammeVotes', count: 'countProgrammeVotes' },
  check: async (ctx, v, id) => {
    const programme = await programmeById(ctx.db, Number(v.programmeId));
    if (!programme?.status) throw unknownRef('Programme_ID');
    const vote = await voteById(ctx.db, Number(v.voteId));
    if (!vote?.status) throw unknownRef('Vote_ID');
    if (vote.kind !== 'CG') throw badInput({ key: 'SERVER.PROGRAMMES_CG_ONLY', params: { vote: `${vote.code} ${vote.name}`, kind: vote.kind } });
    if (await mappingOf(ctx.db, programme.id, vote.id, id)) throw badInput({ key: 'SERVER.ALREADY_MAPPED', params: { programme: programme.code, vote: vote.code } });
  },
});
