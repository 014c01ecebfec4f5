import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { revertExecutionLoad } from './execution-revert.service.js';

const ministry = { ministry: true } as const;

builder.mutationFields((t) => ({
  revertExecutionLoad: t.field({
    type: builder.objectRef<{ batchId: number; removed: number; restored: number }>('ExecutionLoadRevert').implement({
      fields: (f) => ({ Batch_ID: f.exposeInt('batchId'), Removed: f.exposeInt('removed'), Restored: f.exposeInt('restored', { description: 'Lines of the month as it stood before, put back' }) }),
    }),
    authScopes: ministry, description: 'Undoes the load of a month of execution: the month as it stood before is put back.',
    args: { Batch_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => revertExecutionLoad(ctx, actorOf(ctx), a.Batch_ID),
  }),
}));
