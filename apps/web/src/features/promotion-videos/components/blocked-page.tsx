import type { PromotionServe } from '@portal/shared';
import { AlertTriangle, CheckCircle2, Clapperboard, GraduationCap, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { TodayProgress } from './today-progress';

type Blocked = Extract<PromotionServe, { state: 'blocked' }>;

const BLOCKS: Record<
  Blocked['reason'],
  { title: string; icon: typeof AlertTriangle; link?: { to: string; label: string } }
> = {
  daily_video: {
    title: 'Watch today’s daily video first',
    icon: Clapperboard,
    link: { to: paths.user.dailyVideos, label: 'Go to Daily Videos' },
  },
  training: {
    title: 'Complete the training first',
    icon: GraduationCap,
    link: { to: paths.user.trainingVideos, label: 'Go to Training Videos' },
  },
  no_level: {
    title: 'Promotion videos are for promoters',
    icon: KeyRound,
    link: { to: paths.user.myPins, label: 'Get a level in My Pins' },
  },
  session_done: { title: 'This session is done', icon: CheckCircle2 },
  no_video: { title: 'No video for this session yet', icon: AlertTriangle },
};

/** Why nothing can be watched now, and where to go instead (the warning pages). */
export function BlockedPage({ blocked }: { blocked: Blocked }) {
  const page = BLOCKS[blocked.reason];
  const Icon = page.icon;
  return (
    <Card role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-10 text-center">
      <Icon className="size-10 text-amber-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{page.title}</h2>
      <p className="text-sm text-slate-600">{blocked.message}</p>
      <TodayProgress today={blocked.today} />
      {page.link && (
        <Link to={page.link.to} className={buttonClasses('primary')}>
          {page.link.label}
        </Link>
      )}
    </Card>
  );
}
