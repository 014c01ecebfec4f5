import { Drawer, Empty, List } from 'antd';
import { graphql } from '../gql';
import { BellOutlined } from '@ant-design/icons';
import { useT, type MessageKey } from '../i18n';

export const NOTIFICATIONS = graphql(`query MyNotifications { myNotifications { Notification_ID Category Icon Title Description Is_Read Created_Date } }`);

/** The server's notice categories, named in the user's language. */
const CATEGORY: Record<string, MessageKey> = { Reports: 'NOTIFICATIONS.CATEGORY.REPORTS', Budget: 'NOTIFICATIONS.CATEGORY.BUDGET' };

interface Item { Notification_ID: number; Category: string; Title: string; Description?: string | null; Is_Read: boolean }

export function NotificationsPanel({ open, onClose, items }: { open: boolean; onClose: () => void; items: Item[] }) {
  const t = useT();
  return (
    <Drawer open={open} onClose={onClose} placement="left" title={t('TOPBAR.NOTIFICATIONS')} size={360}>
      {items.length === 0 ? <Empty description={t('NOTIFICATIONS.EMPTY')} /> : (
        <List dataSource={items} renderItem={(n) => (
          <List.Item key={n.Notification_ID}>
            <List.Item.Meta avatar={<BellOutlined />} title={n.Title} description={<><small>{n.Category in CATEGORY ? t(CATEGORY[n.Category]) : n.Category}</small><div>{n.Description}</div></>} />
          </List.Item>
        )} />
      )}
    </Drawer>
  );
}
