import { useEffect } from 'react';
import { notification } from 'antd';

/** Toasts: top-right, 5 seconds, one per message (SPEC.md section 8). */
export function toastError(message: string, title?: string) {
  notification.error({ key: `${title}:${message}`, title: title ?? message, description: title ? message : undefined, placement: 'topRight', duration: 5 });
}

export function toastSuccess(message: string) {
  notification.success({ key: message, title: message, placement: 'topRight', duration: 5 });
}

/** Toasts a failed query's message once per new error (the title in the current language). */
export function useErrorToast(error: { message: string; graphQLErrors: { message: string }[] } | undefined, title: string) {
  useEffect(() => { if (error) toastError(error.graphQLErrors[0]?.message ?? error.message, title); }, [error, title]);
}
