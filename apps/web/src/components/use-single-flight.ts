import { useCallback, useRef, useState, type FormEvent } from 'react';

/**
 * Runs an async action at most once at a time: calls while it is in flight are dropped, and
 * `pending` disables its button. The ref, not the state, is the guard: a double-click delivers
 * its second click before React re-renders the button as disabled, and a mutation's own
 * `isPending` arrives later still.
 */
export function useSingleFlight<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): [run: (...args: Args) => Promise<void>, pending: boolean] {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      try {
        await action(...args);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return [run, pending];
}

/** A form's submit handler (Enter in a field) that goes through the same single flight as its button. */
export const submitWith = (run: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void run();
};
