import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard, PublicLayout } from '../../../components/layout/public-layout';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { lazyPart, pageCode } from '../../page-code';

// The form's code (its schemas, zod, react-hook-form) comes apart from the page's: the heading and
// description, the page's largest paint, are drawn without waiting for it; a space of about the
// form's height keeps what follows in place meanwhile
// (docs/decisions/190-forms-after-their-page-heading.md).
const RegisterForm = lazyPart(
  pageCode(() => import('../../../features/auth/components/register-form').then((code) => code.RegisterForm)),
  <div aria-busy="true" className="min-h-[88.3rem] sm:min-h-[48.7rem]" />,
);

/** Registration needs a sponsor's promoter code in the address; without one the visitor goes to /login. */
export default function RegisterRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const promoterCode = searchParams.get('promoter_code')?.trim() ?? '';
  if (!promoterCode) return <Navigate to={paths.login} replace />;

  return (
    <PublicLayout>
      <AuthCard wide title={t('auth.register.title')} description={t('auth.register.description')}>
        {/* What promoters really earn, to read before registering (issue 19). */}
        <p className="mb-5 text-sm">
          <Link to={paths.whatPromotersEarn} className="font-medium text-indigo-700 hover:underline">
            {t('disclosure.link')}
          </Link>
        </p>
        <RegisterForm promoterCode={promoterCode} />
        <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
          <Link to={paths.home} className="font-medium text-indigo-700 hover:underline">
            {t('auth.backToHome')}
          </Link>
          <span className="text-slate-600">
            {t('auth.register.alreadyRegistered')}{' '}
            <Link to={paths.login} className="font-medium text-indigo-700 hover:underline">
              {t('auth.register.login')}
            </Link>
          </span>
        </div>
      </AuthCard>
    </PublicLayout>
  );
}
