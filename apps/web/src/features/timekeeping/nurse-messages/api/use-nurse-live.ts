import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLive } from '../../../../api/live';
import { nurseMessagesKey } from './nurse-messages';

/**
 * The nurse's page on the live channel: her socket authenticates with the message-center token
 * and hears only the `messages.changed` events that name her, so a reply shows without a reload.
 */
export function useNurseLive(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: nurseMessagesKey(token) });
    const live = connectLive({
      auth: { type: 'auth-nurse', token },
      onEvent: (event) => {
        if (event.type === 'messages.changed') refresh();
      },
      onResync: refresh,
    });
    return () => live.stop();
  }, [token, enabled, queryClient]);
}
