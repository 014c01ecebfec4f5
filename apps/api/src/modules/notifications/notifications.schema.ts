import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { objectType } from '../../graphql/object-type.js';
import * as repo from './notifications.repo.js';

const NotificationRef = objectType('Notification', {
  Notification_ID: ['id', 'Int'], Category: ['category', 'String'], Icon: ['icon', 'String', true], Title: ['title', 'String'],
  Description: ['description', 'String', true], Is_Read: ['isRead', 'Boolean'], Created_Date: ['createdAt', 'DateTime'],
  Path: ['path', 'String', true],
});

const OutboxRef = objectType('OutboxMessage', {
  Message_ID: ['id', 'Int'], Channel: ['channel', 'String'], Recipient: ['recipient', 'String'],
  Subject: ['subject', 'String', true], Body: ['body', 'String'], Created_Date: ['createdAt', 'DateTime'],
});

builder.queryFields((t) => ({
  myNotifications: t.field({
    type: [NotificationRef], authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => repo.notificationsOf(ctx.db, actorOf(ctx).id),
  }),
  /** What the default SMS and mail providers delivered, newest first. */
  outboxMessages: t.field({
    type: [OutboxRef], authScopes: { menu: '/admin/outbox' }, args: { Limit: t.arg.int({ defaultValue: 200, validate: { min: 1, max: 1000 } }) },
    resolve: (_r, { Limit }, ctx) => repo.latestOutbox(ctx.db, Limit ?? 200),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.boolean({
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => { await repo.markAllRead(ctx.db, actorOf(ctx).id); return true; },
  }),
}));
