import { notification } from 'antd';

/** Toasts: top-right, 5 seconds, one per message (SPEC.md section 8). */
export function toastError(message: string, title?: string) {
  notification.error({ key: `${title}:${message}`, title: title ?? message, description: title ? message : undefined, placement: 'topRight', duration: 5 });
}

export function toastSuccess(message: string) {
  notification.success({ key: message, title: message, placement: 'topRight', duration: 5 });
}
