import type { Notification, NotificationsResponse } from '@portal/shared';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPageCursor, notificationsPageQuery, pageMarkedRead } from './get-notifications';
import { markNotificationsRead } from './mark-notifications-read';

/** A stand-in for the network: answers `body` and keeps every request it was sent. */
function answering(body: unknown, status = 200) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return requests;
}

function entry(id: number, readAt: string | null = null): Notification {
  return {
    id,
    event: 'withdrawal_completed',
    title: 'Your withdrawal is paid',
    body: `Reference: UTR${id}`,
    screen: 'withdraw_requests',
    created_at: '2026-11-27T05:00:00.000Z',
    read_at: readAt,
  };
}

function page(ids: number[], { unread = ids.length, has_more = false } = {}): NotificationsResponse {
  return { data: ids.map((id) => entry(id)), unread, has_more };
}

const context = { signal: new AbortController().signal } as unknown as QueryFunctionContext<
  readonly unknown[]
>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET notifications', () => {
  it('asks for the newest page without `before`, and a later page before the last entry shown', async () => {
    const requests = answering(page([3, 2], { unread: 2 }));
    const newest = await notificationsPageQuery().queryFn!(context as never);
    expect(newest).toEqual(page([3, 2], { unread: 2 }));
    await notificationsPageQuery(42).queryFn!(context as never);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/v1/notifications',
      '/api/v1/notifications?before=42',
    ]);
    expect(requests[0]!.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('keys each page by its cursor under one prefix that marking read refreshes', () => {
    expect(notificationsPageQuery().queryKey).toEqual(['notifications', 'page', null]);
    expect(notificationsPageQuery(7).queryKey).toEqual(['notifications', 'page', 7]);
  });

  it("takes the next page's cursor from the last entry, and none after the last page", () => {
    expect(nextPageCursor(page([9, 8, 5], { has_more: true }))).toBe(5);
    expect(nextPageCursor(page([9, 8, 5], { has_more: false }))).toBeNull();
    expect(nextPageCursor(undefined)).toBeNull();
  });
});

describe('POST notifications/read', () => {
  it('sends the ids (or all) and answers the unread count left', async () => {
    const requests = answering({ unread: 1 });
    expect(await markNotificationsRead({ ids: [3, 4] })).toEqual({ unread: 1 });
    expect(await markNotificationsRead({ all: true })).toEqual({ unread: 1 });
    expect(requests.map(({ url, init }) => [url, init.method, JSON.parse(String(init.body))])).toEqual([
      ['/api/v1/notifications/read', 'POST', { ids: [3, 4] }],
      ['/api/v1/notifications/read', 'POST', { all: true }],
    ]);
  });

  it('refuses an answer that is not the contract', async () => {
    answering({ count: 1 });
    await expect(markNotificationsRead({ all: true })).rejects.toThrow();
  });

  it('shows the entries marked read at once, leaving the others and those read before', () => {
    const before: NotificationsResponse = {
      data: [entry(3), entry(2), entry(1, '2026-11-26T00:00:00.000Z')],
      unread: 2,
      has_more: false,
    };
    const at = '2026-11-27T06:00:00.000Z';
    const one = pageMarkedRead(before, { ids: [3] }, 1, at);
    expect(one.data.map((row) => row.read_at)).toEqual([at, null, '2026-11-26T00:00:00.000Z']);
    expect(one.unread).toBe(1);
    const all = pageMarkedRead(before, { all: true }, 0, at);
    expect(all.data.map((row) => row.read_at)).toEqual([at, at, '2026-11-26T00:00:00.000Z']);
    expect(all.unread).toBe(0);
  });
});
