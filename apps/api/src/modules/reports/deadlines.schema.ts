import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import * as svc from './deadlines.service.js';

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
  }),
});

builder.queryFields((t) => ({
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
  /** Sends the reminders and escalations due today now, as the daily schedule would; answers how many. */
  sendDeadlineReminders: t.int({ authScopes: { menu: MENU }, resolve: (_r, _a, ctx) => svc.sweepNow(ctx) }),
}));
