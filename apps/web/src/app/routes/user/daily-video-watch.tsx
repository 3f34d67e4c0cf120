import { formatDate } from '@portal/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { NextTaskLink } from '../../../features/dashboard/components/next-task-link';
import { useDailyVideoToday } from '../../../features/learning/api/learning';
import { DailyVideo } from '../../../features/learning/components/daily-video';
import { useT } from '../../../lib/i18n/language-provider';
import { VerifiedPlayer } from '../../../features/watching/components/verified-player';

/**
 * Today's daily video (docs/product/content-and-earning.md, Daily video): watched once the
 * server has seen it played through, then recorded for today. No money; promotion videos may
 * wait for it (the daily-video gate of Promotion Settings).
 */
export default function UserDailyVideoRoute() {
  const today = useDailyVideoToday();
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('daily.title')}
        description={
          today.data
            ? t('daily.descriptionDated', { date: formatDate(today.data.date) })
            : t('daily.description')
        }
      />
      <DailyVideo
        renderPlayer={(player) => <VerifiedPlayer kind="daily" {...player} />}
        next={<NextTaskLink />}
      />
    </>
  );
}
