import { describe, expect, it } from 'vitest';
import { memoryBus } from '../test/memory-bus.js';
import { parseNotice } from './notices.js';
import { createSessionCache, type LiveSession } from './session-cache.js';

const session = (
  sessionId: string,
  userId: number,
  expiresAt = new Date(Date.now() + 3600_000),
): LiveSession => ({
  sessionId,
  userId,
  username: `user${userId}`,
  role: 2,
  uiLanguage: 'en',
  expiresAt,
});

/** A load that counts its calls and answers what `answer` holds now. */
function loader(answer: { current: LiveSession | null }) {
  const load = async () => {
    load.calls += 1;
    return answer.current;
  };
  load.calls = 0;
  return load;
}

describe('the remembered session check', () => {
  it('reads a session once, then answers from memory until a notice for it or its account', async () => {
    const { bus, send } = memoryBus();
    const cache = createSessionCache(bus, { seconds: 60 });
    const answer = { current: session('s1', 7) as LiveSession | null };
    const load = loader(answer);
    expect(await cache.find('token-1', load)).toMatchObject({ sessionId: 's1' });
    expect(await cache.find('token-1', load)).toMatchObject({ sessionId: 's1' });
    expect(load.calls).toBe(1);

    send({ kind: 'session', id: 'other' });
    await cache.find('token-1', load);
    expect(load.calls).toBe(1);

    answer.current = null;
    send({ kind: 'session', id: 's1' });
    expect(await cache.find('token-1', load)).toBeNull();
    expect(load.calls).toBe(2);

    answer.current = session('s2', 7);
    await cache.find('token-2', load);
    send({ kind: 'user', id: 7 });
    await cache.find('token-2', load);
    expect(load.calls).toBe(4);
  });

  it('never remembers a refusal, nor a check read while a notice arrived, nor one past its session', async () => {
    const { bus, send } = memoryBus();
    const cache = createSessionCache(bus, { seconds: 60 });
    const refused = loader({ current: null });
    await cache.find('bad', refused);
    await cache.find('bad', refused);
    expect(refused.calls).toBe(2);

    // The notice comes while the check is being read: what it read may be what the notice ended.
    let calls = 0;
    const racing = async () => {
      calls += 1;
      send({ kind: 'session', id: 'elsewhere' });
      return session('s3', 8);
    };
    await cache.find('token-3', racing);
    await cache.find('token-3', racing);
    expect(calls).toBe(2);

    const ending = loader({ current: session('s4', 9, new Date(Date.now() - 1)) });
    await cache.find('token-4', ending);
    await cache.find('token-4', ending);
    expect(ending.calls).toBe(2);
  });

  it('forgets everything when notices may have been missed, and remembers nothing until heard again', async () => {
    const fake = memoryBus();
    const cache = createSessionCache(fake.bus, { seconds: 60 });
    const load = loader({ current: session('s5', 10) });
    await cache.find('token-5', load);
    fake.lose();
    await cache.find('token-5', load);
    await cache.find('token-5', load);
    expect(load.calls).toBe(3);
    fake.restore();
    await cache.find('token-5', load);
    await cache.find('token-5', load);
    expect(load.calls).toBe(4);
  });

  it('remembers nothing when SESSION_CACHE_SECONDS is 0, and stops listening when stopped', async () => {
    const fake = memoryBus();
    const off = createSessionCache(fake.bus, { seconds: 0 });
    const load = loader({ current: session('s6', 11) });
    await off.find('token-6', load);
    await off.find('token-6', load);
    expect(load.calls).toBe(2);
    expect(fake.listeners.size).toBe(0);
    const on = createSessionCache(fake.bus, { seconds: 60 });
    expect(fake.listeners.size).toBe(1);
    on.stop();
    expect(fake.listeners.size).toBe(0);
  });
});

describe('notices', () => {
  it('are read from their JSON; anything else on the channel is ignored', () => {
    expect(parseNotice('{"kind":"session","id":"abc"}')).toEqual({ kind: 'session', id: 'abc' });
    expect(parseNotice('{"kind":"user","id":12}')).toEqual({ kind: 'user', id: 12 });
    expect(parseNotice('{"kind":"capped","key":"k"}')).toEqual({ kind: 'capped', key: 'k' });
    expect(parseNotice('{"kind":"user","id":"12"}')).toBeNull();
    expect(parseNotice('{"kind":"other"}')).toBeNull();
    expect(parseNotice('not json')).toBeNull();
  });
});
