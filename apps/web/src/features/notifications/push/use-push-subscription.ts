import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  pushFailureMessage,
  pushSupport,
  refreshPushRegistration,
  turnOffPush,
  turnOnPush,
  type PushSupport,
} from './push-device';

export type PushState = {
  support: PushSupport;
  /** Null while the browser is being asked what it has. */
  subscribed: boolean | null;
  busy: boolean;
  /** Why the last attempt to turn push on failed, in a product message; null when it did not. */
  failure: string | null;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
};

/**
 * Push on this device. Reads what the browser has on mount and, when it is already subscribed,
 * registers it for the current session again; it never asks for permission by itself.
 */
export function usePushSubscription(): PushState {
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentPushSubscription()
      .then(async (subscription) => {
        if (!live) return;
        setSubscribed(subscription !== null);
        if (subscription) await refreshPushRegistration();
      })
      .catch((error: unknown) => {
        console.warn('Could not read the push subscription', error);
        if (live) setSubscribed(false);
      });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await turnOnPush();
      setSupport(result);
      setSubscribed(result === 'granted');
    } catch (error) {
      // Logged, never toasted (spec 000 section 8: the device-token update logs its failures).
      console.warn('Could not turn on push notifications', error);
      setFailure(pushFailureMessage(error));
      setSupport(pushSupport());
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      await turnOffPush();
      setSubscribed(false);
    } catch (error) {
      console.warn('Could not turn off push notifications', error);
      setSubscribed((await currentPushSubscription().catch(() => null)) !== null);
    } finally {
      setBusy(false);
    }
  }, []);

  return { support, subscribed, busy, failure, turnOn, turnOff };
}
