import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, loginRoot, type Session } from '../test/fixtures.js';
import { freePort } from '../test/server-process.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { until } from '../test/wait.js';

/**
 * Issue 18, point 5 (docs/decisions/167-faults-under-load.md): Redis stopped under a portal that
 * counts its request limits there. A Redis of the test's own (redis-server on a free loopback
 * port), so stopping it disturbs no other test: the portal keeps answering, on its own, and says
 * so once in its log, not once per request.
 */
const REDIS_SERVER = '/usr/bin/redis-server';

describe.runIf(existsSync(REDIS_SERVER))('Redis stopped', () => {
  let redis: ChildProcess | undefined;
  let port: number;
  let t: TestApp;
  let root: Session;
  const logLines: string[] = [];

  const startRedis = async () => {
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await until(
      async () =>
        new Promise<boolean>((resolve) => {
          const probe = connect(port, '127.0.0.1');
          probe.on('connect', () => (probe.end(), resolve(true)));
          probe.on('error', () => resolve(false));
        }),
      { withinMs: 10_000, what: 'redis-server listening' },
    );
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    root = await loginRoot(t.app);
  });
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await t?.close();
  });

  it('keeps answering without it, with one warning, and counts there again when it is back', async () => {
    const list = () => t.app.inject(asSession(root, { url: '/api/v1/all-referrals' }));
    expect((await list()).statusCode).toBe(200);

    const gone = new Promise((resolve) => redis!.once('exit', resolve));
    redis!.kill('SIGKILL');
    await gone;
    const warnings = () => logLines.filter((line) => /Redis/.test(line) && /"level":40/.test(line));
    const answers: number[] = [];
    // Requests while it is away (ioredis finds out, and tries again, meanwhile).
    await until(
      async () => {
        answers.push((await list()).statusCode);
        return answers.length >= 30 && warnings().length > 0;
      },
      { withinMs: 10_000, everyMs: 50, what: 'the warning' },
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(warnings()).toHaveLength(1);

    await startRedis();
    await until(async () => logLines.some((line) => /Redis: connected again/.test(line)), {
      withinMs: 10_000,
      what: 'the portal back on Redis',
    });
    expect((await list()).statusCode).toBe(200);
    // Counted there again: the restarted Redis kept nothing, so any key is a new count.
    const probe = new Redis(`redis://127.0.0.1:${port}`);
    try {
      expect(await probe.keys(`${t.config.RATE_LIMIT_REDIS_PREFIX}*`)).not.toEqual([]);
    } finally {
      probe.disconnect();
    }
    expect(warnings()).toHaveLength(1);
  }, 60_000);
});
