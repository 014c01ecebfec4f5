import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import * as svc from './delegations.service.js';
import { present } from '../../lib/present.js';

type Row = Awaited<ReturnType<typeof svc.myDelegations>>[number];

const DelegationRef = builder.objectRef<Row>('ApprovalDelegation').implement({
  fields: (t) => ({
    Delegation_ID: t.int({ resolve: (d) => d.row.id }),
    User_ID: t.int({ resolve: (d) => d.row.userId }),
    User_Name: t.exposeString('principalName'),
    Delegate_ID: t.int({ resolve: (d) => d.row.delegateId }),
    Delegate_Name: t.exposeString('delegateName'),
    Starts_On: t.string({ resolve: (d) => d.row.startsOn }),
    Ends_On: t.string({ resolve: (d) => d.row.endsOn }),
    Reason: t.string({ resolve: (d) => d.row.reason }),
    Revoked_Date: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.row.revokedAt }),
    In_Force: t.exposeBoolean('inForce'),
  }),
});

type Candidate = Awaited<ReturnType<typeof svc.delegationCandidates>>[number];

/** A colleague who may act for the approver: a name to choose by, nothing more. */
const CandidateRef = builder.objectRef<Candidate>('DelegationCandidate').implement({
  fields: (t) => ({
    User_ID: t.exposeInt('id'),
    User_Name: t.exposeString('userName'),
    First_Name: t.exposeString('firstName'),
    Last_Name: t.exposeString('lastName'),
    Occupation: t.exposeString('occupation', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  /** Acting approvers the user named, and those who named the user. */
  myDelegations: t.field({ type: [DelegationRef], authScopes: { signedIn: true }, resolve: (_r, _a, ctx) => svc.myDelegations(ctx, actorOf(ctx)) }),
  /** Users who may stand in for the signed-in approver. */
  delegationCandidates: t.field({ type: [CandidateRef], authScopes: { signedIn: true }, resolve: (_r, _a, ctx) => svc.delegationCandidates(ctx, actorOf(ctx)) }),
}));

builder.mutationFields((t) => ({
  delegateApprovals: t.field({
    type: DelegationRef, authScopes: { signedIn: true },
    args: {
      Delegate_ID: t.arg.int({ required: true }), Starts_On: t.arg.string({ required: true, validate: { maxLength: 10 } }),
      Ends_On: t.arg.string({ required: true, validate: { maxLength: 10 } }), Reason: t.arg.string({ required: true, validate: { maxLength: 500 } }),
    },
    resolve: async (_r, a, ctx) => {
      const row = await svc.delegateApprovals(ctx, actorOf(ctx), a);
      return present((await svc.myDelegations(ctx, actorOf(ctx))).find((d) => d.row.id === row.id), 'the delegation just made');
    },
  }),
  revokeDelegation: t.field({
    type: DelegationRef, authScopes: { signedIn: true }, args: { Delegation_ID: t.arg.int({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const row = await svc.revokeDelegation(ctx, actorOf(ctx), a.Delegation_ID);
      return present((await svc.myDelegations(ctx, actorOf(ctx))).find((d) => d.row.id === row.id), 'the delegation just made');
    },
  }),
}));
