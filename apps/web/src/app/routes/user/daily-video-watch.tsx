import { formatDate } from '@portal/shared';
import { Clapperboard } from 'lucide-react';
import { useCallback } from 'react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ServerError } from '../../../components/ui/server-error';
import { NextTaskLink } from '../../../features/dashboard/components/next-task-link';
import { useDailyVideoToday, useMarkDailyVideoWatched } from '../../../features/learning/api/learning';
import { VerifiedPlayer } from '../../../features/watching/components/verified-player';

/**
 * Today's daily video (docs/product/content-and-earning.md, Daily video): watched once the
 * server has seen it played through, then recorded for today. No money; promotion videos may
 * wait for it (the daily-video gate of Promotion Settings).
 */
export default function UserDailyVideoRoute() {
  const today = useDailyVideoToday();
  const markWatched = useMarkDailyVideoWatched();
  const video = today.data?.video;
  const onWatched = useCallback(() => {
    if (video) markWatched.mutate(video.id);
  }, [video, markWatched]);

  return (
    <>
      <PageHeader
        title="Daily Videos"
        description={today.data ? `Today's video, ${formatDate(today.data.date)}.` : "Today's video."}
      />
      {today.error ? (
        <ServerError error={today.error} onRetry={() => void today.refetch()} />
      ) : !today.data ? (
        <Card aria-hidden="true" className="aspect-video w-full animate-pulse bg-slate-100" />
      ) : !video ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Clapperboard className="size-10 text-slate-400" aria-hidden="true" />
          <p className="text-base font-medium text-slate-700">
            There is no daily video today. Please check back tomorrow.
          </p>
        </Card>
      ) : (
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{video.title}</h2>
            {video.description && <p className="mt-1 text-sm text-slate-600">{video.description}</p>}
          </div>
          <VerifiedPlayer kind="daily" video={video} watched={today.data.watched} onWatched={onWatched} />
          {today.data.watched && (
            <>
              <p className="text-sm text-slate-700">You have watched today's video. Well done!</p>
              <NextTaskLink />
            </>
          )}
        </Card>
      )}
    </>
  );
}
