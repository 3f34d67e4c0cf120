import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { startBatchedCounter } from './rate-limit.js';

/**
 * The coarse limit's counts shared through the database once a second
 * (docs/decisions/165-instances-share-through-postgresql.md), against a database the test plays:
 * it keeps the counters the batches add to, or fails while `down`.
 */
function fakeDatabase() {
  const counters = new Map<string, number>();
  const state = { down: false, statements: 0 };
  const db = {
    execute: async (query: { queryChunks: unknown[] }) => {
      state.statements += 1;
      if (state.down) throw new Error('connection refused');
      const json = query.queryChunks.find(
        (chunk) => typeof chunk === 'string' && chunk.startsWith('['),
      ) as string;
      const rows = (JSON.parse(json) as { k: string; n: number }[]).map(({ k, n }) => {
        counters.set(k, (counters.get(k) ?? 0) + n);
        return { key: k, hits: counters.get(k)!, ttl: 30_000 };
      });
      return { rows };
    },
    delete: () => ({ where: () => ({ returning: async () => [] }) }),
  };
  return { db: db as unknown as Database, counters, state };
}

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const log = {
    warn: (_obj: unknown, msg?: string) => lines.push({ level: 'warn', msg: msg ?? String(_obj) }),
    info: (msg: unknown) => lines.push({ level: 'info', msg: String(msg) }),
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

describe('startBatchedCounter', () => {
  it("counts here at once and learns every instance's total at each batch, in one statement", async () => {
    const { db, counters, state } = fakeDatabase();
    const a = startBatchedCounter(db, recordingLog().log);
    const b = startBatchedCounter(db, recordingLog().log);
    try {
      for (let request = 1; request <= 6; request += 1) expect(a.incr('ip:1', 60_000).current).toBe(request);
      a.incr('ip:2', 60_000);
      await a.flush();
      expect(state.statements).toBe(1);
      expect(counters.get('every-route|ip:1')).toBe(6);
      expect(counters.get('every-route|ip:2')).toBe(1);

      for (let request = 1; request <= 3; request += 1) b.incr('ip:1', 60_000);
      await b.flush();
      // B now knows A's six and its own three.
      expect(b.incr('ip:1', 60_000).current).toBe(10);
      // A learns B's at its next batch.
      expect(a.incr('ip:1', 60_000).current).toBe(7);
      await a.flush();
      expect(a.incr('ip:1', 60_000)).toMatchObject({ current: 11 });
      expect(a.incr('ip:1', 60_000).ttl).toBeGreaterThan(29_000);
    } finally {
      a.stop();
      b.stop();
    }
  });

  it('keeps counting while the database is down, with one warning, and sends what it kept when it is back', async () => {
    const { db, counters, state } = fakeDatabase();
    const { log, lines } = recordingLog();
    const counter = startBatchedCounter(db, log);
    try {
      state.down = true;
      for (let request = 1; request <= 4; request += 1) counter.incr('ip:9', 60_000);
      await counter.flush();
      counter.incr('ip:9', 60_000);
      await counter.flush();
      expect(counter.incr('ip:9', 60_000).current).toBe(6);
      expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
      state.down = false;
      await counter.flush();
      expect(counters.get('every-route|ip:9')).toBe(6);
      expect(lines.at(-1)).toMatchObject({ level: 'info' });
    } finally {
      counter.stop();
    }
  });
});
