import { DEFAULT_MINIMUM_AGE } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { publicSettingsQuery } from '../../../lib/shared-queries';

const STEPS = [
  { title: 'welcome.join.link.title', text: 'welcome.join.link.text' },
  { title: 'welcome.join.details.title', text: 'welcome.join.details.text' },
  { title: 'welcome.join.start.title', text: 'welcome.join.start.text' },
] as const;

export function HowToJoin() {
  const t = useT();
  // The programme's minimum age (a setting); its default until the answer comes.
  const age = useQuery(publicSettingsQuery()).data?.minimum_age ?? DEFAULT_MINIMUM_AGE;
  return (
    <section id="join" aria-labelledby="join-title" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="join-title" className="text-2xl font-semibold text-slate-900">
          {t('welcome.join.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t('welcome.join.text')}</p>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl bg-slate-50 p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(step.text, { age, day: 1 })}</p>
              </div>
            </li>
          ))}
        </ol>
        {/* What promoters really earn, to read before joining (issue 19). */}
        <p className="mt-6">
          <Link
            to={paths.whatPromotersEarn}
            className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline"
          >
            {t('disclosure.link')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
