import { notifications } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'info' | 'warn';

// Spec 000 section 8: info and warn close after 3000 ms, every other toast after 10 s.
const autoClose: Record<ToastKind, number> = { success: 10_000, error: 10_000, info: 3_000, warn: 3_000 };
const color: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue', warn: 'yellow' };

export function showToast(kind: ToastKind, message: string): void {
  notifications.show({
    message,
    color: color[kind],
    autoClose: autoClose[kind],
    // Errors interrupt a screen reader; the others wait their turn.
    role: kind === 'error' ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
