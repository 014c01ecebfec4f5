import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import * as svc from './deadlines.service.js';
import * as calendar from './calendar.service.js';

const MENU = '/reports/approvers';
type Row = Awaited<ReturnType<typeof svc.deadlineSummary>>[number];

const DeadlineRef = builder.objectRef<Row>('ReportDeadline').implement({
  fields: (t) => ({
    Deadline_ID: t.int({ resolve: (r) => r.deadline.id }),
    Report_ID: t.int({ resolve: (r) => r.report.id }),
    Report_Name: t.string({ resolve: (r) => r.report.name }),
    Report_Type: t.string({ resolve: (r) => r.report.reportType }),
    Year_ID: t.int({ resolve: (r) => r.deadline.yearId }),
    Due_On: t.string({ resolve: (r) => r.deadline.dueOn }),
    Remind_Days_Before: t.int({ resolve: (r) => r.deadline.remindDays }),
    Escalate_To: t.string({ resolve: (r) => r.deadline.escalateTo }),
    /** Entities in the caller's scope not yet approved; of them, those in the reminder window and those overdue. */
    Pending: t.exposeInt('pending'),
    Due_Soon: t.exposeInt('dueSoon'),
    Overdue: t.exposeInt('overdue'),
    /** Entities in the caller's scope that handed the report in on or before the due day, after it, and not by it. */
    On_Time: t.int({ resolve: (r) => r.standings.on_time }),
    Late: t.int({ resolve: (r) => r.standings.late }),
    Missing: t.int({ resolve: (r) => r.standings.missing }),
    /** The statute's due date for a performance document (contract, quarterly, annual report); null for other reports. */
    Statutory_Due_On: t.string({ nullable: true, resolve: (r) => r.statutoryDueOn }),
  }),
});

const StandingRef = builder.objectRef<calendar.StandingRow>('DeadlineStanding').implement({
  fields: (t) => ({
    Entity_ID: t.int({ resolve: (r) => r.entity.id }),
    Entity_Code: t.string({ resolve: (r) => r.entity.code }),
    Entity_Name: t.string({ resolve: (r) => r.entity.name }),
    /** Initiated, Approved or Rejected (returned to the entity); null when never initiated. */
    State: t.string({ nullable: true, resolve: (r) => r.state }),
    /** The day (in the ministry's time zone) the report was last handed in to its approvers. */
    Handed_In_On: t.string({ nullable: true, resolve: (r) => r.handedInOn }),
    /** on_time, late, missing or open (not handed in, not yet due). */
    Standing: t.string({ resolve: (r) => r.standing }),
  }),
});

type Waiting = Awaited<ReturnType<typeof svc.deadlineEntities>>[number];

const DeadlineEntityRef = builder.objectRef<Waiting>('DeadlineEntity').implement({
  fields: (t) => ({
    Entity_ID: t.int({ resolve: (r) => r.entity.id }),
    Entity_Code: t.string({ resolve: (r) => r.entity.code }),
    Entity_Name: t.string({ resolve: (r) => r.entity.name }),
    /** Where it waits: 0 with its initiators, else the approval level. */
    Level: t.exposeInt('level'),
    /** Who holds it there, by full name (the first ten by name); empty when nobody does. */
    Waiting_With: t.stringList({ resolve: (r) => r.waitingWith.slice(0, 10) }),
    Waiting_Count: t.int({ resolve: (r) => r.waitingWith.length }),
    Reminded_At: t.string({ nullable: true, resolve: (r) => r.remindedAt?.toISOString() ?? null }),
    Escalated_At: t.string({ nullable: true, resolve: (r) => r.escalatedAt?.toISOString() ?? null }),
    Escalated_To_Level: t.int({ nullable: true, resolve: (r) => r.escalatedTo }),
  }),
});

builder.queryFields((t) => ({
  /** The entities of a deadline's report still pending in the caller's scope, with where and with whom they wait. */
  deadlineEntities: t.field({
    type: [DeadlineEntityRef], authScopes: { signedIn: true },
    args: { Deadline_ID: t.arg.int({ required: true }), Limit: t.arg.int({ defaultValue: 500, validate: { min: 1, max: 1000 } }) },
    resolve: (_r, a, ctx) => svc.deadlineEntities(ctx, actorOf(ctx), a.Deadline_ID, a.Limit ?? 500),
  }),
  /** Every entity of a deadline's report in the caller's scope: when it handed the report in, and whether on time. */
  deadlineStandings: t.field({
    type: [StandingRef], authScopes: { signedIn: true },
    args: { Deadline_ID: t.arg.int({ required: true }), Limit: t.arg.int({ defaultValue: 1000, validate: { min: 1, max: 1000 } }) },
    resolve: (_r, a, ctx) => calendar.deadlineStandings(ctx, actorOf(ctx), a.Deadline_ID, a.Limit ?? 1000),
  }),
  reportDeadlines: t.field({
    type: [DeadlineRef], authScopes: { signedIn: true }, args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => svc.deadlineSummary(ctx, actorOf(ctx), a.Year_ID),
  }),
}));

builder.mutationFields((t) => ({
  setReportDeadline: t.boolean({
    authScopes: { menu: MENU },
    args: {
      Report_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Due_On: t.arg.string({ required: true, validate: { maxLength: 10 } }),
      Remind_Days_Before: t.arg.int({ required: true }), Escalate_To: t.arg.string({ required: true, validate: { maxLength: 20 } }),
    },
    resolve: async (_r, a, ctx) => { await svc.setDeadline(ctx, actorOf(ctx), a); return true; },
  }),
  /** Sets the statute's due date of each performance document of the year that has none yet; answers how many. */
  setStatutoryDeadlines: t.int({
    authScopes: { menu: MENU }, args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => calendar.setStatutoryDeadlines(ctx, actorOf(ctx), a.Year_ID),
  }),
  /** Sends the reminders and escalations due today now, as the daily schedule would; answers how many. */
  sendDeadlineReminders: t.int({ authScopes: { menu: MENU }, resolve: (_r, _a, ctx) => svc.sweepNow(ctx) }),
}));
