import { BellRing, CircleAlert, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { usePushDevice } from '../api/push-subscriptions';
import type { PushDeviceProblem } from '../push-device';

const PROBLEM_TEXT: Record<PushDeviceProblem | 'server', MessageKey> = {
  denied: 'notifications.device.problem.denied',
  no_worker: 'notifications.device.problem.noWorker',
  subscribe_failed: 'notifications.device.problem.subscribeFailed',
  unsubscribe_failed: 'notifications.device.problem.unsubscribeFailed',
  server: 'notifications.device.problem.server',
};

/**
 * 'Turn on notifications on this device' (docs/decisions/183-notifications-outbox.md): this
 * browser subscribes to push with the portal's key and the server keeps the subscription; 'Turn
 * off' forgets it on both sides. Not shown where the browser has no Push API.
 */
export function PushDeviceBox({ subscriptions }: { subscriptions: number }) {
  const t = useT();
  const device = usePushDevice();
  if (!device) return null;
  const { state, busy, problem, turnOn, turnOff } = device;
  const on = state === 'on';

  return (
    <div
      data-testid="push-device"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-2">
          {on ? (
            <BellRing className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : (
            <Smartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-900" role="status">
              {t(on ? 'notifications.device.on' : 'notifications.device.off')}
            </p>
            <p className="text-slate-600">{t('notifications.device.count', { count: subscriptions })}</p>
          </div>
        </div>
        <Button
          variant={on ? 'secondary' : 'primary'}
          disabled={busy || state === 'checking'}
          onClick={() => void (on ? turnOff() : turnOn())}
          className="w-full shrink-0 sm:w-auto"
        >
          {busy
            ? t('common.processing')
            : t(on ? 'notifications.device.turnOff' : 'notifications.device.turnOn')}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t(PROBLEM_TEXT[problem])}</span>
        </p>
      )}
    </div>
  );
}
