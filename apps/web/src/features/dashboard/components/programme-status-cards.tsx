import { PIN_STATUS_LABELS, PinStatus, promoterLevelLabel, type UserDashboard } from '@portal/shared';
import { KeyRound, type LucideIcon, Ticket } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

const LINK =
  'inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline sm:min-h-0';

const PIN_TONES = {
  [PinStatus.Pending]: 'warning',
  [PinStatus.Approved]: 'info',
  [PinStatus.Activated]: 'success',
  [PinStatus.Rejected]: 'danger',
} as const;

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
  return (
    <LinkTile
      label="Scratch cards waiting"
      icon={Ticket}
      value={waiting}
      link={{ to: paths.user.scratchCard, text: waiting > 0 ? 'Scratch now' : 'Scratch Card' }}
    />
  );
}

/** The latest PIN request's level and status (docs/product/pins-and-levels.md). */
export function PinRequestTile({ request }: { request: UserDashboard['pin_request'] }) {
  return (
    <LinkTile
      label="PIN request"
      icon={KeyRound}
      value={
        request ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-base">{promoterLevelLabel(request.level)}</span>
            <Badge tone={PIN_TONES[request.status as keyof typeof PIN_TONES] ?? 'warning'}>
              {PIN_STATUS_LABELS[request.status] ?? PIN_STATUS_LABELS[PinStatus.Pending]}
            </Badge>
          </span>
        ) : (
          <span className="text-base font-medium text-slate-600">None yet</span>
        )
      }
      link={{ to: paths.user.myPins, text: request ? 'My Pins' : 'Request a level' }}
    />
  );
}
