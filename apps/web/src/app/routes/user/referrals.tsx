import type { ReferralRow } from '@portal/shared';
import { Network } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ShareInvite } from '../../../components/share-link/share-link';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { referralTreePath } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n/language-provider';
import { useReferralList } from '../../../features/referrals/api/get-referrals';
import { ReferralDialog } from '../../../features/referrals/components/referral-dialog';
import { ReferralFilters } from '../../../features/referrals/components/referral-filters';
import { ReferralsTable } from '../../../features/referrals/components/referrals-table';

export default function UserReferralsRoute() {
  const t = useT();
  const user = useCurrentUser();
  const list = useReferralList();
  const [selected, setSelected] = useState<ReferralRow | null>(null);
  return (
    <>
      <PageHeader
        title={t('referrals.page.title')}
        description={t('referrals.page.description')}
        actions={
          <Link to={referralTreePath()} className={buttonClasses('secondary')}>
            <Network className="size-4" aria-hidden="true" />
            {t('referrals.page.treeLink')}
          </Link>
        }
      />
      <ShareInvite promoterCode={user.promoter_code} />
      <ReferralFilters list={list} />
      <ReferralsTable list={list} onView={setSelected} />
      <ReferralDialog member={selected} onClose={() => setSelected(null)} />
    </>
  );
}
