import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { videoMedia } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { useTestApp } from '../../test/test-app.js';
import * as mediaRepo from './media.repository.js';

/**
 * A worker killed mid-conversion (issue 18, point 5; docs/decisions/167-faults-under-load.md): its
 * file's heartbeat goes stale, the next sweep takes it over once, and only that claim can finish
 * it, so a slow worker taken for dead never records a second ladder.
 */
const t = useTestApp();

describe('a conversion whose worker stopped beating', () => {
  it('is taken over once by the next claim, and only the newest claim finishes it', async () => {
    const file = '7c2b1a00-1111-4222-8333-944455556666.mp4';
    await withTransaction(t.db, (tx) => mediaRepo.queue(tx, file));
    const row = async () => (await t.db.select().from(videoMedia).where(eq(videoMedia.file, file)))[0]!;

    const first = await mediaRepo.claimNext(t.db);
    expect(first).toMatchObject({ file, status: 'processing', attempts: 1 });
    // Still beating: nobody else may take it.
    expect(await mediaRepo.claimNext(t.db)).toBeNull();

    // Killed: its heartbeat goes stale.
    await t.db.execute(
      sql`update video_media set heartbeat_at = now() - interval '11 minutes' where file = ${file}`,
    );
    const second = await mediaRepo.claimNext(t.db);
    expect(second).toMatchObject({ file, status: 'processing', attempts: 2 });
    expect(await mediaRepo.claimNext(t.db)).toBeNull();

    // The first worker, had it only been slow, records nothing.
    const old = { file, attempt: 1 };
    await mediaRepo.setPercent(t.db, old, 90);
    expect(await mediaRepo.finishReady(t.db, old, [{ height: 144, bandwidth: 1 }])).toBe(false);
    await mediaRepo.finishFailed(t.db, old, 'late');
    expect(await row()).toMatchObject({ status: 'processing', percent: 0, error: null });

    const current = { file, attempt: 2 };
    await mediaRepo.setPercent(t.db, current, 50);
    expect((await row()).percent).toBe(50);
    expect(await mediaRepo.finishReady(t.db, current, [{ height: 144, bandwidth: 148_000 }])).toBe(true);
    expect(await row()).toMatchObject({ status: 'ready', percent: 100, attempts: 2 });
    expect(await mediaRepo.finishReady(t.db, current, [])).toBe(false);
  });
});
