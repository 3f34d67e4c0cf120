import { Link } from 'react-router';
import { AuthCard, PublicLayout } from '../../../components/layout/public-layout';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <PublicLayout>
      <AuthCard title="Login" description="Sign in with your username and password.">
        <LoginForm />
        <p className="mt-6 text-center text-sm text-slate-600">
          New here? Ask your sponsor for their registration link.{' '}
          <Link to={paths.home} className="font-medium text-indigo-700 hover:underline">
            Back to home
          </Link>
        </p>
      </AuthCard>
    </PublicLayout>
  );
}
