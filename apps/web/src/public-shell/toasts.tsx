import { useEffect, useSyncExternalStore } from 'react';

type Toast = { id: number; kind: 'success' | 'error'; message: string };

// Spec 000 section 8: success and error toasts close after 10 s (as api/toasts.ts in the app).
const AUTO_CLOSE_MS = 10_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The public pages' toast; a toast shown just before a navigation stays on the next page. */
export function showToast(kind: Toast['kind'], message: string): void {
  update([...toasts, { id: nextId++, kind, message }]);
}

const close = (id: number) => update(toasts.filter((toast) => toast.id !== id));

function ToastCard({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => close(toast.id), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    // Errors interrupt a screen reader; the others wait their turn.
    <div className={`pub-toast pub-toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <button type="button" className="pub-close" aria-label="Close notification" onClick={() => close(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="pub-toasts">
      {shown.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
