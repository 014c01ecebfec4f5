import { and, desc, eq } from 'drizzle-orm';
import { notifications, outbox } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { objectType } from '../../graphql/object-type.js';

const NotificationRef = objectType('Notification', {
  Notification_ID: ['id', 'Int'], Category: ['category', 'String'], Icon: ['icon', 'String', true], Title: ['title', 'String'],
  Description: ['description', 'String', true], Is_Read: ['isRead', 'Boolean'], Created_Date: ['createdAt', 'DateTime'],
});

const OutboxRef = objectType('OutboxMessage', {
  Message_ID: ['id', 'Int'], Channel: ['channel', 'String'], Recipient: ['recipient', 'String'],
  Subject: ['subject', 'String', true], Body: ['body', 'String'], Created_Date: ['createdAt', 'DateTime'],
});

builder.queryFields((t) => ({
  myNotifications: t.field({
    type: [NotificationRef], authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.db.select().from(notifications).where(eq(notifications.userId, actorOf(ctx).id))
      .orderBy(desc(notifications.createdAt)).limit(100),
  }),
  /** What the default SMS and mail providers delivered, newest first. */
  outboxMessages: t.field({
    type: [OutboxRef], authScopes: { menu: '/admin/outbox' }, args: { Limit: t.arg.int({ defaultValue: 200 }) },
    resolve: (_r, { Limit }, ctx) => ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(Math.min(Math.max(Limit ?? 200, 1), 1000)),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.boolean({
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      await ctx.db.update(notifications).set({ isRead: true })
        .where(and(eq(notifications.userId, actorOf(ctx).id), eq(notifications.isRead, false)));
      return true;
    },
  }),
}));
