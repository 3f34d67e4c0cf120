import type { PromotionServe } from '@portal/shared';
import { AlertTriangle, CheckCircle2, Clapperboard, GraduationCap, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { TodayProgress } from './today-progress';

type Blocked = Extract<PromotionServe, { state: 'blocked' }>;

const BLOCKS: Record<
  Blocked['reason'],
  { title: MessageKey; icon: typeof AlertTriangle; link?: { to: string; label: MessageKey } }
> = {
  daily_video: {
    title: 'promotion.blocked.dailyVideo',
    icon: Clapperboard,
    link: { to: paths.user.dailyVideos, label: 'promotion.blocked.dailyVideoLink' },
  },
  training: {
    title: 'promotion.blocked.training',
    icon: GraduationCap,
    link: { to: paths.user.trainingVideos, label: 'promotion.blocked.trainingLink' },
  },
  no_level: {
    title: 'promotion.blocked.noLevel',
    icon: KeyRound,
    link: { to: paths.user.myPins, label: 'promotion.blocked.noLevelLink' },
  },
  session_done: { title: 'promotion.blocked.sessionDone', icon: CheckCircle2 },
  no_video: { title: 'promotion.blocked.noVideo', icon: AlertTriangle },
};

/**
 * Why nothing can be watched now, and where to go instead (the warning pages). The server's
 * explanation is a shared catalogue sentence (`earning.blocked_*`), shown in the reader's language
 * (docs/decisions/154-success-answers-and-blocked-pages-by-code.md).
 */
export function BlockedPage({ blocked }: { blocked: Blocked }) {
  const t = useT();
  const shared = useSharedMessageText();
  const page = BLOCKS[blocked.reason];
  const Icon = page.icon;
  return (
    <Card role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-10 text-center">
      <Icon className="size-10 text-amber-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{t(page.title)}</h2>
      <p className="text-sm text-slate-600">{shared(blocked.message)}</p>
      <TodayProgress today={blocked.today} />
      {page.link && (
        <Link to={page.link.to} className={buttonClasses('primary')}>
          {t(page.link.label)}
        </Link>
      )}
    </Card>
  );
}
