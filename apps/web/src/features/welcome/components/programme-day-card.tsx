import { CircleCheck } from 'lucide-react';
import { useT } from '../../../lib/i18n/language-provider';

const DAY = [
  { time: 'welcome.day.anyTime', task: 'welcome.day.dailyVideo' },
  { time: 'welcome.day.week', task: 'welcome.day.training' },
  { time: 'welcome.day.morning', task: 'welcome.day.promotion' },
  { time: 'welcome.day.evening', task: 'welcome.day.promotion' },
] as const;

/** What a promoter's day looks like: the programme's routine, not anyone's real data. */
export function ProgrammeDayCard() {
  const t = useT();
  return (
    <div className="rounded-2xl border border-indigo-100 bg-white p-6 shadow-lg shadow-indigo-100">
      <p className="text-sm font-semibold text-slate-900">{t('welcome.day.title')}</p>
      <ol className="mt-4 flex flex-col gap-3">
        {DAY.map((step) => (
          <li
            key={step.time + step.task}
            className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5"
          >
            <CircleCheck className="size-5 shrink-0 text-indigo-600" aria-hidden="true" />
            <span className="min-w-0 flex-1 text-sm text-slate-700">{t(step.task)}</span>
            <span className="shrink-0 text-xs font-medium text-slate-500">{t(step.time, { week: 1 })}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-slate-500">{t('welcome.day.note')}</p>
    </div>
  );
}
