import { CheckCircle2, Lock, PlayCircle } from 'lucide-react';
import { cn } from '../../../lib/class-names';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import type { DayState, TrainingCurrent } from '../api/learning';

const STATE_LABELS: Record<DayState, MessageKey> = {
  completed: 'training.days.completed',
  open: 'training.days.open',
  locked: 'training.days.locked',
};
const STATE_ICONS = { completed: CheckCircle2, open: PlayCircle, locked: Lock } as const;

/** The seven days of the programme, each completed, open or locked, and how many are done. */
export function DaysProgress({ days }: { days: TrainingCurrent['days'] }) {
  const t = useT();
  const completed = days.filter((day) => day.state === 'completed').length;
  return (
    <section aria-labelledby="training-progress" className="flex flex-col gap-2">
      <h2 id="training-progress" className="text-sm font-medium text-slate-700">
        {t('training.days.progress', { completed, total: days.length })}
      </h2>
      <ol className="grid grid-cols-7 gap-1.5">
        {days.map(({ day, state }) => {
          const Icon = STATE_ICONS[state];
          return (
            <li
              key={day}
              aria-label={t(STATE_LABELS[state], { day })}
              className={cn(
                'flex flex-col items-center gap-1 rounded-lg border px-1 py-2 text-xs font-medium',
                state === 'completed' && 'border-emerald-200 bg-emerald-50 text-emerald-800',
                state === 'open' && 'border-indigo-300 bg-indigo-50 text-indigo-800',
                state === 'locked' && 'border-slate-200 bg-white text-slate-500',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              <span aria-hidden="true" className="whitespace-nowrap">
                {/* Below 360 px seven "Day N" do not fit side by side: the number alone. */}
                <span className="max-[359px]:hidden">{t('training.days.day', { day })}</span>
                <span className="min-[360px]:hidden">{day}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
