import { Modal } from 'antd';
import type { Blocker } from 'react-router';
import { useT } from '../i18n';

/** Asks before a held navigation goes on: the unsaved figures are lost if the user leaves. */
export default function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const t = useT();
  return (
    <Modal open={blocker.state === 'blocked'} title={t('UNSAVED.TITLE')} okText={t('UNSAVED.LEAVE')} cancelText={t('UNSAVED.STAY')}
      okButtonProps={{ danger: true }} onOk={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()} data-testid="leave-confirm">
      <p>{t('UNSAVED.TEXT')}</p>
    </Modal>
  );
}
