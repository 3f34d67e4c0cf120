import { Trans } from '@lingui/react';
import { formatDate, formatRupees, PinStatus, type UserPinRequest } from '@portal/shared';
import { CircleCheck, CircleX, Clock, KeyRound, Lock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { pinStatusLabelKey, pinStatusTone } from '../../../lib/pin-status';
import { useAcceptTerms } from '../api/accept-terms';
import { PaymentDetails } from './payment-details';
import { GiftDeliveryText, hasGiftDelivery } from './gift-delivery';
import { lockedUntilText } from './pin-labels';
import { PinSteps } from './pin-steps';
import { promoterLevelText } from '../../../lib/promoter-level';

type NoteTone = 'info' | 'success' | 'danger' | 'warning';

const NOTE_TONES: Record<NoteTone, string> = {
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

function Note({ tone, icon: Icon, children }: { tone: NoteTone; icon: LucideIcon; children: ReactNode }) {
  return (
    <div className={cn('flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm', NOTE_TONES[tone])}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The terms and where to pay, once an admin (or the timer) raised them. */
function TermsAndPayment({ request }: { request: UserPinRequest }) {
  const t = useT();
  // The server's terms are packages/shared's pinTermsText(level, fee): said here in the shown language.
  const terms =
    request.terms === null
      ? null
      : t('myPins.terms.text', {
          level: t(...promoterLevelText(request.level)),
          fee: formatRupees(request.fee),
        });
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label={t('myPins.terms.title')}
        className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
      >
        <h4 className="text-sm font-semibold text-slate-900">{t('myPins.terms.title')}</h4>
        <p className="mt-1 text-sm text-slate-700">
          {t('myPins.terms.fee')}{' '}
          <span className="font-semibold text-slate-900 tabular-nums">{formatRupees(request.fee)}</span>
        </p>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{terms}</p>
      </section>
      {request.payment_details ? (
        <PaymentDetails payment={request.payment_details} />
      ) : (
        <Note tone="warning" icon={Clock}>
          {t('myPins.terms.noPaymentAccount')}
        </Note>
      )}
    </div>
  );
}

function AcceptTermsButton({ request }: { request: UserPinRequest }) {
  const t = useT();
  const accept = useAcceptTerms();
  return (
    <Button
      onClick={() => accept.mutate(request.id)}
      disabled={accept.isPending}
      className="w-full sm:w-auto"
    >
      <CircleCheck className="size-4" aria-hidden="true" />
      {accept.isPending ? t('common.processing') : t('myPins.terms.accept')}
    </Button>
  );
}

/** What the user does next, or what they wait for, in the request's present state. */
function NextStep({ request, onActivate }: { request: UserPinRequest; onActivate(): void }) {
  const t = useT();
  const level = t(...promoterLevelText(request.level));
  if (request.status === PinStatus.Rejected)
    return (
      <Note tone="danger" icon={CircleX}>
        <p className="font-medium">{t('myPins.next.rejected')}</p>
        {request.reason && (
          <p className="mt-0.5">
            <span className="font-medium">{t('myPins.reason')} </span>
            {request.reason}
          </p>
        )}
        <p className="mt-0.5">{t('myPins.next.askAgain')}</p>
      </Note>
    );
  if (request.status === PinStatus.Activated) {
    return (
      <Note tone="success" icon={CircleCheck}>
        <p className="font-medium">
          {t('myPins.next.activated', { level, date: formatDate(request.activated_at) })}
        </p>
        {hasGiftDelivery(request) && (
          <p className="mt-0.5 break-words">
            <Trans
              id={'myPins.next.gift' satisfies MessageKey}
              values={{ gift: <GiftDeliveryText request={request} /> }}
            />
          </p>
        )}
      </Note>
    );
  }
  if (!request.terms_raised_at)
    return (
      <Note tone="info" icon={Clock}>
        {t('myPins.next.waitingTerms')}
      </Note>
    );
  if (request.status === PinStatus.Approved) {
    const locked = lockedUntilText(request.locked_until);
    return (
      <div className="flex flex-col gap-3">
        <Note tone={locked ? 'warning' : 'success'} icon={locked ? Lock : KeyRound}>
          {locked ? t('myPins.activate.locked', { time: locked }) : t('myPins.next.pinReady', { level })}
        </Note>
        <div>
          <Button onClick={onActivate} disabled={locked !== null} className="w-full sm:w-auto">
            <KeyRound className="size-4" aria-hidden="true" />
            {t('myPins.activate.title')}
          </Button>
        </div>
      </div>
    );
  }
  if (!request.terms_accepted_at)
    return (
      <div className="flex flex-col gap-3">
        <TermsAndPayment request={request} />
        <p className="text-sm text-slate-600">{t('myPins.next.readTerms')}</p>
        <div>
          <AcceptTermsButton request={request} />
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <Note tone="info" icon={Clock}>
        {t('myPins.next.accepted', { date: formatDate(request.terms_accepted_at) })}
      </Note>
      <TermsAndPayment request={request} />
    </div>
  );
}

/** The latest request: its level, status, progress and the next step. */
export function PinRequestStatus({ request, onActivate }: { request: UserPinRequest; onActivate(): void }) {
  const t = useT();
  return (
    <Card role="region" aria-label={t('myPins.status.region')} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">{t(...promoterLevelText(request.level))}</h3>
          <p className="text-sm text-slate-500">
            {t('myPins.status.requestedOn', { date: formatDate(request.request_at) })}
          </p>
        </div>
        <Badge tone={pinStatusTone(request.status)}>{t(pinStatusLabelKey(request.status))}</Badge>
      </div>
      {request.status !== PinStatus.Rejected && <PinSteps request={request} />}
      <NextStep request={request} onActivate={onActivate} />
    </Card>
  );
}
