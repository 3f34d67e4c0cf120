import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ReferralTreeView, treeIdOf } from '../../../features/referrals/components/referral-tree';
import { useT } from '../../../lib/i18n/language-provider';

export default function UserReferralTreeRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const id = treeIdOf(searchParams.get('id'));
  return (
    <>
      <PageHeader
        title={t('referrals.tree.title')}
        description={t('referrals.tree.description')}
        actions={
          <Link to={paths.user.myPromoters} className={buttonClasses('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('referrals.tree.back')}
          </Link>
        }
      />
      <ReferralTreeView id={id} />
    </>
  );
}
