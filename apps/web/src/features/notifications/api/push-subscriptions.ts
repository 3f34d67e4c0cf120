import { pushPublicKeySchema, pushSubscriptionCountSchema, type PushSubscriptionInput } from '@portal/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import {
  currentSubscription,
  PushDeviceError,
  type PushDeviceProblem,
  subscribeThisDevice,
  thisBrowser,
  unsubscribeThisDevice,
} from '../push-device';
import { useSetPushSubscriptionCount } from './notification-settings';

/** GET push/public-key: the VAPID public key browsers subscribe with; it does not change. */
export const pushPublicKeyQuery = () =>
  queryOptions({
    queryKey: ['push', 'public-key'],
    queryFn: async ({ signal }) => pushPublicKeySchema.parse(await api.get('push/public-key', { signal })),
    staleTime: Infinity,
  });

/** POST push-subscriptions: this browser's subscription (PushSubscription.toJSON()). */
async function rememberSubscription(subscription: PushSubscriptionInput) {
  return pushSubscriptionCountSchema.parse(await api.post('push-subscriptions', subscription));
}

/** DELETE push-subscriptions: this browser's endpoint is forgotten. */
async function forgetSubscription(endpoint: string) {
  return pushSubscriptionCountSchema.parse(await api.del('push-subscriptions', { body: { endpoint } }));
}

export type PushDeviceState =
  /** Still asking the browser whether it holds a subscription. */
  'checking' | 'off' | 'on';

/**
 * Push on this device: whether the browser holds a subscription, and turning it on (permission,
 * the service worker, subscribe with the portal's key, POST it) or off (DELETE it, then
 * unsubscribe). Null where the browser has no Push API: the button is not shown.
 */
export function usePushDevice() {
  const [browser] = useState(thisBrowser);
  const queryClient = useQueryClient();
  const setCount = useSetPushSubscriptionCount();
  const [state, setState] = useState<PushDeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushDeviceProblem | 'server' | null>(null);
  // Asked for when the button is shown, so pressing it subscribes without waiting for the key.
  useQuery({ ...pushPublicKeyQuery(), enabled: browser !== null });

  useEffect(() => {
    if (!browser) return;
    let current = true;
    currentSubscription(browser)
      .then((subscription) => current && setState(subscription ? 'on' : 'off'))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [browser]);

  const run = useCallback(async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      // A refusal of the API was toasted by the client; the browser's own failures are told here.
      setProblem(error instanceof PushDeviceError ? error.problem : 'server');
      if (error instanceof PushDeviceError) console.warn(error.message, error.cause ?? '');
      else if (!(error instanceof ApiError)) console.error(error);
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = useCallback(
    () =>
      run(async () => {
        if (!browser) return;
        const { public_key } = await queryClient.fetchQuery(pushPublicKeyQuery());
        const subscription = await subscribeThisDevice(browser, public_key);
        try {
          const json = subscription.toJSON();
          const saved = await rememberSubscription({
            endpoint: json.endpoint ?? subscription.endpoint,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          });
          setCount(saved.push_subscriptions);
          setState('on');
        } catch (error) {
          // The server does not know it: a subscription it would never use is not kept either.
          await subscription.unsubscribe().catch(() => undefined);
          throw error;
        }
      }),
    [browser, queryClient, run, setCount],
  );

  const turnOff = useCallback(
    () =>
      run(async () => {
        if (!browser) return;
        await unsubscribeThisDevice(browser, async (endpoint) => {
          const saved = await forgetSubscription(endpoint);
          setCount(saved.push_subscriptions);
        });
        setState('off');
      }),
    [browser, run, setCount],
  );

  if (!browser) return null;
  return { state, busy, problem, turnOn, turnOff };
}
