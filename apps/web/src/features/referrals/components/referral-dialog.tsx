import { formatDate, type ReferralRow } from '@portal/shared';
import { Network } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MemberHeading } from '../../../components/layout/member-heading';
import { buttonClasses } from '../../../components/ui/button';
import { DataText } from '../../../components/ui/data-text';
import { Dialog } from '../../../components/ui/dialog';
import { referralTreePath } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { fullNameOf, NOT_SET, standingOf } from './referral-labels';

/** A member of the tree also carries the size of their downline. */
type Member = ReferralRow & { downline?: number };

interface ReferralDialogProps {
  member: Member | null;
  onClose(): void;
}

/** The referral dialog (docs/decisions/050-promoter-programme-user-screens.md): details and the way into the tree. */
export function ReferralDialog({ member, onClose }: ReferralDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('referrals.dialog.title')}
    >
      {member && <ReferralDetails member={member} onOpenTree={onClose} />}
    </Dialog>
  );
}

function ReferralDetails({ member, onOpenTree }: { member: Member; onOpenTree(): void }) {
  const t = useT();
  const name = fullNameOf(member) || member.username;
  // A place is data, shown as the list of states and districts writes it
  // (docs/decisions/151-place-names-and-badges.md).
  const place = (value: string | null) => (value ? <DataText>{value}</DataText> : NOT_SET);
  const fields: Array<[string, ReactNode]> = [
    [t('referrals.dialog.level'), t(...standingOf(member))],
    [t('referrals.dialog.joined'), formatDate(member.created_at)],
    [t('referrals.dialog.state'), place(member.state)],
    [t('referrals.dialog.district'), place(member.district)],
    [t('referrals.directReferrals'), member.direct_referrals],
    ...(member.downline === undefined
      ? []
      : ([[t('referrals.downline'), member.downline]] as Array<[string, ReactNode]>)),
  ];
  return (
    <div className="flex flex-col gap-5">
      <MemberHeading name={name} username={member.username} isActive={member.is_active} />
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
        {/* A group per detail around its own list: a <dl> holds only <dt>, <dd> and plain <div>s. */}
        {fields.map(([label, value]) => (
          <div key={label} role="group" aria-label={label} className="min-w-0">
            <dl>
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="truncate text-sm text-slate-900">{value}</dd>
            </dl>
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={referralTreePath(member.id)} onClick={onOpenTree} className={buttonClasses('primary')}>
          <Network className="size-4" aria-hidden="true" />
          {t('referrals.dialog.openInTree')}
        </Link>
      </div>
    </div>
  );
}
