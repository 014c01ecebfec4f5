import { Button, Drawer, Empty, List } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useT, type MessageKey } from '../i18n';

/** The server's notice categories, named in the user's language. */
const CATEGORY: Record<string, MessageKey> = { Reports: 'NOTIFICATIONS.CATEGORY.REPORTS', Budget: 'NOTIFICATIONS.CATEGORY.BUDGET' };

interface Item { Notification_ID: number; Category: string; Title: string; Description?: string | null; Is_Read: boolean; Path?: string | null }

/** The user's notices, newest first; one that names a screen opens it (where the task it is about is done). */
export function NotificationsPanel({ open, onClose, items, onOpen }: { open: boolean; onClose: () => void; items: Item[]; onOpen: (path: string) => void }) {
  const t = useT();
  // A category this build has no name for (a newer server's) is shown as the server sent it.
  const categoryText = (category: string) => {
    const key = Object.hasOwn(CATEGORY, category) ? CATEGORY[category] : undefined;
    return key ? t(key) : category;
  };
  return (
    <Drawer open={open} onClose={onClose} placement="left" title={t('TOPBAR.NOTIFICATIONS')} size={360}>
      {items.length === 0 ? <Empty description={t('NOTIFICATIONS.EMPTY')} /> : (
        <List dataSource={items} renderItem={({ Path: path, ...n }) => (
          <List.Item key={n.Notification_ID}>
            <List.Item.Meta avatar={<BellOutlined />}
              title={path ? <Button type="link" className="notice-link" onClick={() => onOpen(path)} data-testid="notice-open">{n.Title}</Button> : n.Title}
              description={<><small>{categoryText(n.Category)}</small><div>{n.Description}</div></>} />
          </List.Item>
        )} />
      )}
    </Drawer>
  );
}
