import type { Blocker } from 'react-router';
import { antIsland } from '../app/ant-island';
import { DialogLoading } from './light/DialogLoading';

const Dialog = antIsland(() => import('./LeaveConfirmDialog'), <DialogLoading />);

/** Asks before a held navigation goes on; the dialog, and Ant Design with it, load only when a leave is held. */
export function LeaveConfirm({ blocker }: { blocker: Blocker }) {
  return blocker.state === 'blocked' ? <Dialog blocker={blocker} /> : null;
}
