import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ReferralTreeView, treeIdOf } from '../../../features/referrals/components/referral-tree';
import { useT } from '../../../lib/i18n/language-provider';

/** Any member's referral tree, for admins (opened from User Management's user dialog). */
export default function AdminReferralTreeRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader
        title={t('users.referralTree.title')}
        description={t('users.referralTree.description')}
        actions={
          <Link to={paths.admin.users} className={buttonClasses('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('users.referralTree.back')}
          </Link>
        }
      />
      <ReferralTreeView id={treeIdOf(searchParams.get('id'))} admin />
    </>
  );
}
