import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/language-provider';
import { GrievanceOfficerNotice } from '../grievance-officer-notice';
import { LanguagePicker } from '../language-picker';

/** The frame of the visitor pages: brand bar, content, footer. */
export function PublicLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to={paths.home} className="flex items-center gap-2 font-semibold text-slate-900">
            <span
              aria-hidden="true"
              className="inline-flex size-9 items-center justify-center rounded-lg bg-indigo-600 font-bold text-white"
            >
              {t('layout.brandLetter')}
            </span>
            {t('layout.brand')}
          </Link>
          <div className="flex items-center gap-2">
            <LanguagePicker />
            {actions}
          </div>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-slate-200 bg-white px-4 py-5 text-center text-xs text-slate-500">
        <p>{t('layout.footer')}</p>
        <GrievanceOfficerNotice className="mt-2" />
      </footer>
    </div>
  );
}

/** A centred card for the sign-in and registration forms. */
export function AuthCard({
  title,
  description,
  children,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-3 py-6 sm:px-6 sm:py-10 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-6 shadow-sm sm:px-8 sm:py-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
