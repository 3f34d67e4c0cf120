import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard, PublicLayout } from '../../../components/layout/public-layout';
import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../features/auth/components/register-form';

/** Registration needs a sponsor's promoter code in the address; without one the visitor goes to /login. */
export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const promoterCode = searchParams.get('promoter_code')?.trim() ?? '';
  if (!promoterCode) return <Navigate to={paths.login} replace />;

  return (
    <PublicLayout>
      <AuthCard wide title="Register" description="Create your promoter account. Every field is required.">
        <RegisterForm promoterCode={promoterCode} />
        <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
          <Link to={paths.home} className="font-medium text-indigo-700 hover:underline">
            Back to home
          </Link>
          <span className="text-slate-600">
            Already registered?{' '}
            <Link to={paths.login} className="font-medium text-indigo-700 hover:underline">
              Login
            </Link>
          </span>
        </div>
      </AuthCard>
    </PublicLayout>
  );
}
