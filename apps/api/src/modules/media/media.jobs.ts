import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineJob } from '../../lib/jobs.js';
import type { Storage } from '../../lib/storage/storage.js';
import { TRANSCODE_JOB, transcodeQueued } from './media.service.js';

/**
 * Makes the queued videos' ladders (docs/decisions/158-video-ladder-made-at-upload.md): sent when a
 * video with an uploaded file is saved, and every minute in case a send was lost (a restart) or a
 * worker died mid-way (its row's heartbeat goes stale and the file is claimed again). Each worker
 * takes one run at a time, and each run one file at a time.
 */
export function mediaJobs({ db, storage, ffmpeg }: { db: Database; storage: Storage; ffmpeg?: string }) {
  return [
    defineJob({
      name: TRANSCODE_JOB,
      payload: z.object({}),
      schedule: { cron: '* * * * *', payload: {} },
      handler: () => transcodeQueued({ db, storage, options: { ffmpeg } }),
    }),
  ];
}
