import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { keepYearName, NAME_SEGMENTS, yearNames, type YearNameRow } from './names.service.js';

const YearNameRef = builder.objectRef<YearNameRow>('YearName').implement({
  description: "A vote, programme or sub-programme as a year names it (ADR 0024): the year's code and name where it holds one, beside the standing ones.",
  fields: (t) => ({
    Segment: t.exposeString('segment'), Ref_ID: t.exposeInt('refId', { description: 'The vote, programme or sub-programme' }),
    Vote_ID: t.exposeInt('voteId', { nullable: true, description: 'The vote the name is of, where the year names the segment per vote' }),
    Vote_Code: t.exposeString('voteCode', { nullable: true }), Parent_Code: t.exposeString('parentCode', { nullable: true, description: "A sub-programme's programme code" }),
    Standing_Code: t.exposeString('standingCode'), Standing_Name: t.exposeString('standingName'),
    Year_Code: t.exposeString('code', { nullable: true }), Year_Name: t.exposeString('name', { nullable: true, description: 'None: the year prints the standing name' }),
    Kept_By: t.exposeString('keptBy', { nullable: true, description: 'Who corrected the name by hand (a later load leaves it)' }),
    Kept_At: t.expose('keptAt', { type: 'DateTime', nullable: true }),
  }),
});
const YearNamesRef = builder.objectRef<Awaited<ReturnType<typeof yearNames>>>('YearNames').implement({
  fields: (t) => ({
    Per_Vote: t.exposeBoolean('perVote', { description: 'Whether the year names the segment once per vote that delivers it' }),
    Rows: t.field({ type: [YearNameRef], resolve: (a) => a.rows }),
  }),
});

builder.queryFields((t) => ({
  yearNames: t.field({
    type: YearNamesRef, authScopes: { signedIn: true },
    description: `The names a year gives one segment (${NAME_SEGMENTS.join(', ')}) beside the standing names; for one vote where the year names the segment per vote (a vote's user: their own).`,
    args: { Year_ID: t.arg.int({ required: true }), Segment: t.arg.string({ required: true, validate: { maxLength: 20 } }), Vote_ID: t.arg.int() },
    resolve: (_r, a, ctx) => yearNames(ctx, actorOf(ctx), a.Year_ID, a.Segment, a.Vote_ID ?? null),
  }),
}));

builder.mutationFields((t) => ({
  keepYearName: t.field({
    type: YearNameRef, authScopes: { ministry: true },
    description: "Corrects the name a year prints for a vote, programme or sub-programme; kept by hand, so a later load of the year leaves it. Audited.",
    args: {
      Year_ID: t.arg.int({ required: true }), Segment: t.arg.string({ required: true, validate: { maxLength: 20 } }),
      Ref_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int(), Name: t.arg.string({ required: true, validate: { maxLength: 400 } }),
    },
    resolve: (_r, a, ctx) => keepYearName(ctx, actorOf(ctx), { yearId: a.Year_ID, segment: a.Segment, refId: a.Ref_ID, voteId: a.Vote_ID ?? null, name: a.Name }),
  }),
}));
