import { Link } from 'react-router';
import { AuthCard, PublicLayout } from '../../../components/layout/public-layout';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { lazyPart, pageCode } from '../../page-code';

// The form's code comes apart from the page's, as the registration form's (routes/public/register.tsx).
const LoginForm = lazyPart(
  pageCode(() => import('../../../features/auth/components/login-form').then((code) => code.LoginForm)),
  <div aria-busy="true" className="min-h-56 sm:min-h-[13.25rem]" />,
);

export default function LoginRoute() {
  const t = useT();
  return (
    <PublicLayout>
      <AuthCard title={t('auth.login.title')} description={t('auth.login.description')}>
        <LoginForm />
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('auth.login.newHere')}{' '}
          <Link to={paths.home} className="font-medium text-indigo-700 hover:underline">
            {t('auth.backToHome')}
          </Link>
        </p>
      </AuthCard>
    </PublicLayout>
  );
}
