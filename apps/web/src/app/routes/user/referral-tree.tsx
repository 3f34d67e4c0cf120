import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ReferralTreeView, treeIdOf } from '../../../features/referrals/components/referral-tree';

export default function UserReferralTreeRoute() {
  const [searchParams] = useSearchParams();
  const id = treeIdOf(searchParams.get('id'));
  return (
    <>
      <PageHeader
        title="Referral Tree"
        description="Your team level by level, with how many people each member brought in."
        actions={
          <Link to={paths.user.myPromoters} className={buttonClasses('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            My Promoters
          </Link>
        }
      />
      <ReferralTreeView id={id} />
    </>
  );
}
