import { TRAINING_DAYS } from '@portal/shared';
import { ArrowRight, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { ProgrammeDayCard } from './programme-day-card';

export function WelcomeHero() {
  const t = useT();
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-12 sm:px-6 sm:pt-16 sm:pb-16 lg:grid-cols-[1fr_24rem]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            {t('welcome.hero.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-bold text-slate-900 sm:text-5xl">
            {t('welcome.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">
            {t('welcome.hero.text', { days: TRAINING_DAYS.length })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.login} className={buttonClasses('primary', 'md', 'min-h-12 px-6 text-base')}>
              <LogIn className="size-5" aria-hidden="true" />
              {t('welcome.hero.login')}
            </Link>
            <a href="#join" className={buttonClasses('secondary', 'md', 'min-h-12 px-6 text-base')}>
              {t('welcome.hero.howToJoin')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
          </div>
        </div>
        <div className="hidden lg:block">
          <ProgrammeDayCard />
        </div>
      </div>
    </section>
  );
}
