import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import type { ReportAttachment } from '../../db/schema/index.js';
import { attachmentsOf, removeAttachment } from './attachments.service.js';

type Listed = { attachment: ReportAttachment; uploader: string };

/** A file attached to a report for one entity and year (reports upload); downloaded at /api/uploads/reports/:id. */
const AttachmentRef = builder.objectRef<Listed>('ReportAttachment').implement({
  fields: (t) => ({
    Attachment_ID: t.int({ resolve: (r) => r.attachment.id }),
    Purpose: t.string({ description: 'Document (the report itself, for uploaded reports) or Supporting', resolve: (r) => r.attachment.purpose }),
    File_Name: t.string({ resolve: (r) => r.attachment.fileName }),
    File_Format: t.string({ resolve: (r) => r.attachment.fileFormat }),
    Bytes: t.int({ resolve: (r) => r.attachment.bytes }),
    SHA256: t.string({ resolve: (r) => r.attachment.sha256 }),
    Uploaded_By: t.string({ resolve: (r) => r.uploader }),
    Created_Date: t.field({ type: 'DateTime', resolve: (r) => r.attachment.createdAt }),
  }),
});

builder.queryFields((t) => ({
  /** The files attached to a report for an entity and year, for anyone who may see the entity. */
  reportAttachments: t.field({
    type: [AttachmentRef], authScopes: { signedIn: true },
    args: { Report_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Entity_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => attachmentsOf(ctx, actorOf(ctx), a),
  }),
}));

builder.mutationFields((t) => ({
  /** Takes a file off a report before initiation or after a rejection (kept for the audit). */
  removeReportAttachment: t.boolean({
    authScopes: { signedIn: true }, args: { Attachment_ID: t.arg.int({ required: true }) },
    resolve: async (_r, a, ctx) => { await removeAttachment(ctx, actorOf(ctx), a.Attachment_ID); return true; },
  }),
}));
