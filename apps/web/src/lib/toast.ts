// Ant Design's toasts load with the first toast, so a screen drawn without Ant Design does not carry them: the
// toasts keep their order, as every call waits on the same import.
const notices = () => import('./toast-notice');

/** An error toast: top-right, 5 seconds, one per message (SPEC.md section 8). */
export function toastError(message: string, title?: string) {
  void notices().then((n) => n.noticeError(message, title));
}

/** A success toast, as the error one. */
export function toastSuccess(message: string) {
  void notices().then((n) => n.noticeSuccess(message));
}
