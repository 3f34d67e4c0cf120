import { describe, expect, it } from 'vitest';
import { followsOnArrival } from './use-list-export';

describe('followsOnArrival', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const job = (
    status: 'queued' | 'running' | 'ready' | 'failed',
    finishedSecondsAgo: number | null,
    downloaded = false,
  ) => ({
    status,
    finished_at: finishedSecondsAgo === null ? null : new Date(now - finishedSecondsAgo * 1000).toISOString(),
    downloaded_at: downloaded ? new Date(now).toISOString() : null,
  });

  it('follows an export still being made: the button keeps Exporting... after a reload', () => {
    expect(followsOnArrival(job('queued', null), now)).toBe(true);
    expect(followsOnArrival(job('running', null), now)).toBe(true);
  });

  it('downloads a file made during the reload, not one made long ago or already downloaded', () => {
    expect(followsOnArrival(job('ready', 5), now)).toBe(true);
    expect(followsOnArrival(job('ready', 60 * 60), now)).toBe(false);
    expect(followsOnArrival(job('ready', 5, true), now)).toBe(false);
  });

  it('does not toast an old failure again', () => {
    expect(followsOnArrival(job('failed', 5), now)).toBe(false);
  });
});
