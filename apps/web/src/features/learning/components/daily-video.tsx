import { Clapperboard } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { useT } from '../../../lib/i18n/language-provider';
import type { RenderPlayer } from '../../../lib/playable-video';
import { useDailyVideoToday, useMarkDailyVideoWatched } from '../api/learning';

/**
 * Today's daily video in the verified player, recorded for today once the server has seen it
 * played through; then a word of thanks and `next`, the way to the next task.
 */
export function DailyVideo({ renderPlayer, next }: { renderPlayer: RenderPlayer; next: ReactNode }) {
  const t = useT();
  const today = useDailyVideoToday();
  const markWatched = useMarkDailyVideoWatched();
  const video = today.data?.video;
  const onWatched = useCallback(() => {
    if (video) markWatched.mutate(video.id);
  }, [video, markWatched]);

  return today.error ? (
    <ServerError error={today.error} onRetry={() => void today.refetch()} />
  ) : !today.data ? (
    <Card aria-hidden="true" className="aspect-video w-full animate-pulse bg-slate-100" />
  ) : !video ? (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Clapperboard className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-base font-medium text-slate-700">{t('daily.none')}</p>
    </Card>
  ) : (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div>
        {/* The admin's title and description, as typed: data (docs/decisions/148-latin-text-walk.md). */}
        <h2 translate="no" className="text-lg font-semibold text-slate-900">
          {video.title}
        </h2>
        {video.description && (
          <p translate="no" className="mt-1 text-sm text-slate-600">
            {video.description}
          </p>
        )}
      </div>
      {renderPlayer({ video, watched: today.data.watched, onWatched })}
      {today.data.watched && (
        <>
          <p className="text-sm text-slate-700">{t('daily.watched')}</p>
          {next}
        </>
      )}
    </Card>
  );
}
