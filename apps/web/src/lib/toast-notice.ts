import { notification } from 'antd';

/** Toasts: top-right, 5 seconds, one per message (SPEC.md section 8). Loaded by lib/toast.ts at the first one. */
export function noticeError(message: string, title?: string) {
  notification.error({ key: `${title}:${message}`, title: title ?? message, description: title ? message : undefined, placement: 'topRight', duration: 5 });
}

export function noticeSuccess(message: string) {
  notification.success({ key: message, title: message, placement: 'topRight', duration: 5 });
}
