import { CircleCheck } from 'lucide-react';

const DAY = [
  { time: 'Any time', task: 'Watch the daily video' },
  { time: 'Week 1', task: 'Complete the training day and its quiz' },
  { time: 'Morning', task: 'Promotion video and timed quiz' },
  { time: 'Evening', task: 'Promotion video and timed quiz' },
] as const;

/** What a promoter's day looks like: the programme's routine, not anyone's real data. */
export function ProgrammeDayCard() {
  return (
    <div className="rounded-2xl border border-indigo-100 bg-white p-6 shadow-lg shadow-indigo-100">
      <p className="text-sm font-semibold text-slate-900">A promoter's day</p>
      <ol className="mt-4 flex flex-col gap-3">
        {DAY.map((step) => (
          <li
            key={step.time + step.task}
            className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5"
          >
            <CircleCheck className="size-5 shrink-0 text-indigo-600" aria-hidden="true" />
            <span className="min-w-0 flex-1 text-sm text-slate-700">{step.task}</span>
            <span className="shrink-0 text-xs font-medium text-slate-500">{step.time}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-slate-500">
        Earnings land in your wallets; withdraw them to your bank account.
      </p>
    </div>
  );
}
