import { PinStatus, type UserDashboard } from '@portal/shared';
import { KeyRound, type LucideIcon, Ticket } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { usePromoterLevelName } from '../../../lib/promoter-level';

const LINK =
  'inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline sm:min-h-0';

const PIN_TONES = {
  [PinStatus.Pending]: 'warning',
  [PinStatus.Approved]: 'info',
  [PinStatus.Activated]: 'success',
  [PinStatus.Rejected]: 'danger',
} as const;

const PIN_STATUS_KEYS = {
  [PinStatus.Pending]: 'dashboard.user.pinStatus.pending',
  [PinStatus.Approved]: 'dashboard.user.pinStatus.approved',
  [PinStatus.Activated]: 'dashboard.user.pinStatus.activated',
  [PinStatus.Rejected]: 'dashboard.user.pinStatus.rejected',
} as const satisfies Record<number, MessageKey>;

/** A figure with its label, and the screen where the user acts on it. */
function LinkTile({
  label,
  icon: Icon,
  value,
  link,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  link: { to: string; text: string };
}) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-center gap-4 p-4 sm:p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="min-w-0 flex-1">
        <dt id={labelId} className="text-sm text-slate-600">
          {label}
        </dt>
        <dd className="text-xl font-semibold text-slate-900">{value}</dd>
      </dl>
      <Link to={link.to} className={LINK}>
        {link.text}
      </Link>
    </Card>
  );
}

/** Cards from referrals' activations, waiting to be scratched (docs/product/money.md, Scratch cards). */
export function ScratchCardsWaitingTile({ waiting }: { waiting: number }) {
  const t = useT();
  return (
    <LinkTile
      label={t('dashboard.user.scratchWaiting')}
      icon={Ticket}
      value={waiting}
      link={{
        to: paths.user.scratchCard,
        text: waiting > 0 ? t('dashboard.user.scratchNow') : t('dashboard.user.scratchCard'),
      }}
    />
  );
}

/** The latest PIN request's level and status (docs/product/pins-and-levels.md). */
export function PinRequestTile({ request }: { request: UserDashboard['pin_request'] }) {
  const t = useT();
  const levelLabel = usePromoterLevelName();
  return (
    <LinkTile
      label={t('dashboard.user.pinRequest')}
      icon={KeyRound}
      value={
        request ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-base">{levelLabel(request.level)}</span>
            <Badge tone={PIN_TONES[request.status as keyof typeof PIN_TONES] ?? 'warning'}>
              {t(
                PIN_STATUS_KEYS[request.status as keyof typeof PIN_STATUS_KEYS] ??
                  PIN_STATUS_KEYS[PinStatus.Pending],
              )}
            </Badge>
          </span>
        ) : (
          <span className="text-base font-medium text-slate-600">{t('dashboard.user.pinRequestNone')}</span>
        )
      }
      link={{
        to: paths.user.myPins,
        text: request ? t('dashboard.user.myPins') : t('dashboard.user.requestLevel'),
      }}
    />
  );
}
