import { PROMOTER_LEVELS, TRAINING_DAYS } from '@portal/shared';
import { Clapperboard, GraduationCap, type LucideIcon, Megaphone, Wallet } from 'lucide-react';
import { type MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';

interface ProgrammeArea {
  title: MessageKey;
  text: MessageKey;
  icon: LucideIcon;
}

const AREAS: readonly ProgrammeArea[] = [
  { title: 'welcome.programme.daily.title', text: 'welcome.programme.daily.text', icon: Clapperboard },
  { title: 'welcome.programme.training.title', text: 'welcome.programme.training.text', icon: GraduationCap },
  { title: 'welcome.programme.promotion.title', text: 'welcome.programme.promotion.text', icon: Megaphone },
  { title: 'welcome.programme.levels.title', text: 'welcome.programme.levels.text', icon: Wallet },
];

/** The programme's figures: a 7-day training, Promoter Levels 1 to 4 (level 0 is the first PIN's). */
const FIGURES = { days: TRAINING_DAYS.length, first: 1, last: PROMOTER_LEVELS.at(-1)! };

export function ProgrammeOverview() {
  const t = useT();
  return (
    <section aria-labelledby="programme-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="programme-title" className="text-2xl font-semibold text-slate-900">
        {t('welcome.programme.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AREAS.map((area) => (
          <li key={area.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
              <area.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{t(area.title, FIGURES)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(area.text, FIGURES)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
