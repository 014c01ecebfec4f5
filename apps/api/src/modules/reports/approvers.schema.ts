import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import type { ApproverRow } from './approvers.repo.js';
import * as svc from './approvers.service.js';

const MENU = '/reports/approvers';

const ApproverRef = builder.objectRef<ApproverRow>('ReportApprover').implement({
  fields: (t) => ({
    Report_ID: t.exposeInt('reportId'), Level: t.exposeInt('level'), User_ID: t.exposeInt('userId'),
    User_Name: t.exposeString('userName'), Vote_ID: t.exposeInt('voteId', { nullable: true }),
  }),
});

const LevelCheckRef = builder.objectRef<{ level: number; assigned: number }>('ReportLevelAssignment').implement({
  fields: (t) => ({
    Level: t.exposeInt('level'),
    Assigned_Users: t.exposeInt('assigned'),
    Is_Assigned: t.boolean({ resolve: (r) => r.assigned > 0 }),
  }),
});

builder.queryFields((t) => ({
  reportApprovers: t.field({
    type: [ApproverRef], authScopes: { menu: MENU }, args: { Report_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => svc.approvers(ctx, a.Report_ID),
  }),
  checkReportLevelUserAssignments: t.field({
    type: [LevelCheckRef], authScopes: { signedIn: true }, args: { Report_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => svc.levelAssignments(ctx, a.Report_ID),
  }),
}));

builder.mutationFields((t) => ({
  setReportApprovers: t.field({
    type: [ApproverRef], authScopes: { menu: MENU },
    args: { Report_ID: t.arg.int({ required: true }), Level: t.arg.int({ required: true }), User_IDs: t.arg.intList({ required: true }), Vote_ID: t.arg.int() },
    resolve: (_r, a, ctx) => svc.setApprovers(ctx, actorOf(ctx), a),
  }),
}));
