import { Clapperboard, GraduationCap, type LucideIcon, Megaphone, Wallet } from 'lucide-react';

interface ProgrammeArea {
  title: string;
  text: string;
  icon: LucideIcon;
}

const AREAS: readonly ProgrammeArea[] = [
  {
    title: 'Daily video',
    text: 'Start each day with the short video of the day.',
    icon: Clapperboard,
  },
  {
    title: '7-day training',
    text: 'One training video a day for a week, each with a short quiz in English or Tamil.',
    icon: GraduationCap,
  },
  {
    title: 'Promotion videos',
    text: 'Morning and evening sessions: watch the video, answer the timed quiz and earn for your score.',
    icon: Megaphone,
  },
  {
    title: 'Levels and wallets',
    text: 'Reach Promoter Levels 1 to 4 with a PIN, win scratch cards when people you invite are activated, and withdraw to your bank account.',
    icon: Wallet,
  },
];

export function ProgrammeOverview() {
  return (
    <section aria-labelledby="programme-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="programme-title" className="text-2xl font-semibold text-slate-900">
        How the programme works
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AREAS.map((area) => (
          <li key={area.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
              <area.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{area.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{area.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
