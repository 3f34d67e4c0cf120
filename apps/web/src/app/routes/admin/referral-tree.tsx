import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ReferralTreeView, treeIdOf } from '../../../features/referrals/components/referral-tree';

/** Any member's referral tree, for admins (opened from User Management's user dialog). */
export default function AdminReferralTreeRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Referral Tree"
        description="A member's team level by level, with how many people each member brought in."
        actions={
          <Link to={paths.admin.users} className={buttonClasses('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            User Management
          </Link>
        }
      />
      <ReferralTreeView id={treeIdOf(searchParams.get('id'))} admin />
    </>
  );
}
