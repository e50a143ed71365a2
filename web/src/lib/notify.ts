import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@bilim/contract/constants';

/** Coloured toasts that close after TOAST_AUTO_CLOSE_MS (spec §8). */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: 'teal', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ message, title, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}
