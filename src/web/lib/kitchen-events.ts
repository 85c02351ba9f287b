import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { expireSession, getSession } from './session';
import { qk } from './query-keys';

/** The stream's state as the badge shows it: connecting for the first time, open, or retrying. */
export type KitchenConnection = 'connecting' | 'open' | 'reconnecting';

/** The first retry waits this long (ms), each next one twice as long, up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** The wait (ms) before retry number `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 16));
}

/** A refusal that retrying cannot mend (401, 403, 404, 422 restaurant_only): the stream stops. */
class FatalStreamError extends Error {}

/**
 * Listens to GET /api/v1/{business}/kitchen/events (decision 0057) with the session's bearer token
 * (the browser's EventSource cannot send it) and invalidates the kitchen boards and the held-order
 * lists (qk.kitchen, qk.heldOrders) when the stream opens and on every `changed` notice, so a
 * reconnect shows exactly what the database has. A dropped stream is retried with back-off
 * (retryDelay); a 401 ends the session as `api` does; 403/404/422 stop it (the screens' own
 * queries show why). Closed on unmount, and while the tab is hidden (reopened, and so reloaded,
 * when it shows again). The queries' own refetchInterval covers a silent stream.
 * @returns the connection state, for the «متصل / يعيد الاتصال» badge.
 */
export function useKitchenEvents(business: string, enabled = true): KitchenConnection {
  const queryClient = useQueryClient();
  const [state, setState] = useState<KitchenConnection>('connecting');

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let attempt = 0;
    const reload = () => {
      void queryClient.invalidateQueries({ queryKey: qk.kitchen(business) });
      void queryClient.invalidateQueries({ queryKey: qk.heldOrders(business) });
    };
    const token = getSession()?.token;
    fetchEventSource(`/api/v1/${business}/kitchen/events`, {
      signal: controller.signal,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      onopen: async (res) => {
        const type = res.headers.get('content-type') ?? '';
        if (res.ok && type.startsWith('text/event-stream')) {
          attempt = 0;
          setState('open');
          reload();
          return;
        }
        if (res.status === 401) expireSession();
        if ([401, 403, 404, 422].includes(res.status)) throw new FatalStreamError(`${res.status}`);
        throw new Error(`kitchen events: ${res.status}`);
      },
      onmessage: (msg) => {
        if (msg.event === 'changed') reload();
      },
      onclose: () => {
        // The server ended the stream (a restart): retry as after an error.
        throw new Error('kitchen events closed');
      },
      onerror: (err: unknown) => {
        if (err instanceof FatalStreamError) throw err;
        setState('reconnecting');
        const wait = retryDelay(attempt);
        attempt += 1;
        return wait;
      },
    }).catch(() => {
      if (!controller.signal.aborted) setState('reconnecting');
    });
    return () => controller.abort();
  }, [business, enabled, queryClient]);

  return state;
}
