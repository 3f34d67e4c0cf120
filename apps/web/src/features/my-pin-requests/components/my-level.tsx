import { PinStatus, PROMOTER_LEVELS, type UserPinRequest } from '@portal/shared';
import { Award, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { useCurrentUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n/language-provider';
import { useLatestPinRequest } from '../api/get-pin-requests';
import { ActivatePinDialog } from './activate-pin-dialog';
import { isOpenRequest, type Label, levelsAbove } from './pin-labels';
import { PinRequestDialog } from './pin-request-dialog';
import { PinRequestStatus } from './pin-request-status';
import { promoterLevelText } from '../../../lib/promoter-level';

/** Why a new request cannot be made now, or null when it can. */
function requestBlockedReason(current: number | null, latest: UserPinRequest | null): Label | null {
  if (levelsAbove(current).length === 0) return ['myPins.level.highest', { level: PROMOTER_LEVELS.at(-1)! }];
  if (latest && isOpenRequest(latest)) return ['myPins.level.openRequest'];
  return null;
}

/**
 * The user's level (Trainee when none), the way to ask for a higher one, and where the latest
 * request stands (docs/product/pins-and-levels.md).
 */
export function MyLevel() {
  const t = useT();
  const user = useCurrentUser();
  const latest = useLatestPinRequest();
  const [requesting, setRequesting] = useState(false);
  const [activating, setActivating] = useState(false);
  const current = user.current_promoter_level;

  if (latest.error) return <ServerError error={latest.error} onRetry={() => void latest.refetch()} />;
  const request = latest.data ?? null;
  const blocked = latest.isPending ? null : requestBlockedReason(current, request);

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div role="group" aria-labelledby="my-level-label" className="flex items-center gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <Award className="size-5" aria-hidden="true" />
          </span>
          <dl className="min-w-0">
            <dt id="my-level-label" className="text-sm text-slate-600">
              {t('myPins.level.yours')}
            </dt>
            <dd className="text-xl font-semibold text-slate-900">{t(...promoterLevelText(current))}</dd>
          </dl>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button
            variant={blocked ? 'secondary' : 'primary'}
            onClick={() => setRequesting(true)}
            disabled={latest.isPending || blocked !== null}
            className="w-full sm:w-auto"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('myPins.level.request')}
          </Button>
          {blocked && <p className="text-sm text-slate-600 sm:max-w-xs sm:text-right">{t(...blocked)}</p>}
        </div>
      </Card>
      {latest.isPending ? (
        <Card aria-hidden="true" className="h-48 animate-pulse bg-slate-100" />
      ) : request ? (
        <PinRequestStatus request={request} onActivate={() => setActivating(true)} />
      ) : (
        <Card className="px-4 py-6 text-center text-sm text-slate-600 sm:px-6">{t('myPins.level.none')}</Card>
      )}
      <PinRequestDialog open={requesting} currentLevel={current} onClose={() => setRequesting(false)} />
      {/* The request as last read: a wrong PIN's lock shows in the open dialog. */}
      <ActivatePinDialog
        request={activating && request?.status === PinStatus.Approved ? request : null}
        onClose={() => setActivating(false)}
      />
    </div>
  );
}
