import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { CHANNEL_LABELS, EVENT_LABELS, whenText } from './notification-labels';

describe('whenText', () => {
  // 10:30 on 27-11-2026, India time.
  const now = new Date('2026-11-27T05:00:00.000Z');

  it("reads today and yesterday by India's calendar, and the date before that", () => {
    expect(whenText('2026-11-26T18:40:00.000Z', now)).toEqual({
      key: 'notifications.time.today',
      values: { time: '00:10' },
    });
    expect(whenText('2026-11-26T18:20:00.000Z', now)).toEqual({
      key: 'notifications.time.yesterday',
      values: { time: '23:50' },
    });
    expect(whenText('2026-11-25T18:20:00.000Z', now)).toEqual({
      key: 'notifications.time.date',
      values: { date: '25-11-2026', time: '23:50' },
    });
  });
});

describe('labels', () => {
  it('name every event and channel of the contract, each with its own key', () => {
    expect(Object.keys(EVENT_LABELS).sort()).toEqual([...NOTIFICATION_EVENTS].sort());
    expect(Object.keys(CHANNEL_LABELS).sort()).toEqual([...NOTIFICATION_CHANNELS].sort());
    expect(new Set(Object.values(EVENT_LABELS)).size).toBe(NOTIFICATION_EVENTS.length);
  });
});
