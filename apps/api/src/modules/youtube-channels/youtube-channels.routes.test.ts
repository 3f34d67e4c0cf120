import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, youtubeChannels } from '../../db/schema.js';
import { registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { root } = t;
let user: Session;

beforeAll(async () => {
  user = await registerAndLogin(t.app, root.promoterCode);
});

const send = (
  session: Session,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.request(session, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) });

const auditOf = (id: number) =>
  t.db
    .select({ action: auditLogs.action, actorId: auditLogs.actorId })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'youtube_channels'), eq(auditLogs.entityId, String(id))))
    .orderBy(auditLogs.id);

describe('YouTube channels', () => {
  it('need a YouTube address; users see the running ones only', async () => {
    const bad = await send(root, 'POST', 'youtube-channels', {
      name: 'Elsewhere',
      url: 'https://example.com/channel',
    });
    expect(bad.json().errors.url).toEqual([
      'Enter a YouTube address (https://www.youtube.com/… or https://youtu.be/…)',
    ]);
    await send(root, 'POST', 'youtube-channels', { name: 'Running', url: 'https://www.youtube.com/@portal' });
    await send(root, 'POST', 'youtube-channels', {
      name: 'Paused',
      url: 'https://www.youtube.com/@paused',
      is_running: false,
    });
    const forUser = (await t.request(user, { url: '/api/v1/youtube-channels' })).json();
    expect(forUser.data.map((row: { name: string }) => row.name)).toEqual(['Running']);
    const forAdmin = (await t.request(root, { url: '/api/v1/youtube-channels' })).json();
    expect(forAdmin.data.map((row: { name: string }) => row.name)).toEqual(['Paused', 'Running']);
    expect(
      (await send(user, 'POST', 'youtube-channels', { name: 'Mine', url: 'https://youtu.be/x' })).statusCode,
    ).toBe(403);
  });

  it('are edited and deleted by admins only, each change audited; a missing one is a 404', async () => {
    const created = await send(root, 'POST', 'youtube-channels', {
      name: 'Before',
      url: 'https://youtu.be/before',
      description: 'Old words',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    expect(
      (await send(user, 'PUT', `youtube-channels/${id}`, { name: 'Mine', url: 'https://youtu.be/x' }))
        .statusCode,
    ).toBe(403);
    const edited = await send(root, 'PUT', `youtube-channels/${id}`, {
      name: 'After',
      url: 'https://www.youtube.com/@after',
      is_running: false,
    });
    expect(edited.json()).toMatchObject({ id, name: 'After', description: '', is_running: false });
    expect(await t.db.select().from(youtubeChannels).where(eq(youtubeChannels.id, id))).toMatchObject([
      { name: 'After', url: 'https://www.youtube.com/@after', description: '', isRunning: false },
    ]);

    expect((await send(user, 'DELETE', `youtube-channels/${id}`)).statusCode).toBe(403);
    const deleted = await send(root, 'DELETE', `youtube-channels/${id}`);
    expect(deleted.json()).toEqual({ message: 'Deleted' });
    expect(await t.db.$count(youtubeChannels, eq(youtubeChannels.id, id))).toBe(0);
    expect(await auditOf(id)).toEqual(
      ['create', 'update', 'delete'].map((verb) => ({
        action: `youtube_channel.${verb}`,
        actorId: root.userId,
      })),
    );

    expect((await send(root, 'DELETE', `youtube-channels/${id}`)).statusCode).toBe(404);
    expect(
      (await send(root, 'PUT', `youtube-channels/${id}`, { name: 'X', url: 'https://youtu.be/x' }))
        .statusCode,
    ).toBe(404);
  });
});
