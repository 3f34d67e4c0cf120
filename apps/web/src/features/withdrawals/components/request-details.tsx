import type { WithdrawRow } from '@portal/shared';
import { MapPin, Phone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { DataText } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';
import { NOT_SET, requesterName } from './withdraw-labels';
import { promoterLevelText } from '../../../lib/promoter-level';

/**
 * The requester (docs/product/screens.md, Withdraw Request screen): username, names, mobile, city,
 * district, state, pin code and current promoter level.
 */
export function RequestDetails({ row }: { row: WithdrawRow }) {
  const t = useT();
  const { user } = row;
  const place = [user.city, user.district, user.state].filter(Boolean).join(', ');
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm font-normal">
      <DataText className="font-semibold text-slate-900">{user.username}</DataText>
      {requesterName(row) && <DataText className="text-slate-700">{requesterName(row)}</DataText>}
      <span className="flex items-start gap-1.5 text-xs text-slate-600">
        <Phone className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="sr-only">{t('withdrawals.details.mobile')} </span>
        {user.mobile || NOT_SET}
      </span>
      <span className="flex items-start gap-1.5 text-xs text-slate-600">
        <MapPin className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="sr-only">{t('withdrawals.details.address')} </span>
        <span>
          {place ? <DataText>{place}</DataText> : NOT_SET}
          {user.pin_code && (
            <>
              {' – '}
              <span className="sr-only">{t('withdrawals.details.pinCode')} </span>
              {user.pin_code}
            </>
          )}
        </span>
      </span>
      <span>
        <Badge tone="info">{t(...promoterLevelText(user.current_promoter_level))}</Badge>
      </span>
    </div>
  );
}
