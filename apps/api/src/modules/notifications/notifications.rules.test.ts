import { describe, expect, it } from 'vitest';
import { loadMessageCatalogue, NOTIFICATION_EVENTS } from '@portal/shared';
import {
  defaultChannels,
  deliveryChannelsFor,
  isToldAtAll,
  MAX_DELIVERY_ATTEMPTS,
  nextAttemptAfter,
  notificationText,
  preferencesOf,
} from './notifications.rules.js';

describe('preferencesOf', () => {
  it('keeps what was chosen and fills the rest with the defaults', () => {
    const preferences = preferencesOf({
      withdrawal_completed: { sms: true, email: false },
      daily_video: { in_app: true },
      unknown_event: { sms: true },
      pin_generated: 'garbage',
    });
    expect(preferences.withdrawal_completed).toEqual({
      in_app: true,
      push: true,
      sms: true,
      whatsapp: false,
      email: false,
    });
    expect(preferences.daily_video).toEqual({
      in_app: true,
      push: false,
      sms: false,
      whatsapp: false,
      email: false,
    });
    expect(preferences.pin_generated).toEqual(defaultChannels('pin_generated'));
    expect(Object.keys(preferences)).toEqual([...NOTIFICATION_EVENTS]);
  });

  it('reads nothing stored as every default', () => {
    expect(preferencesOf(null).session_opening).toEqual(defaultChannels('session_opening'));
  });
});

describe('deliveryChannelsFor', () => {
  it('is the chosen channels the portal sends, never in_app', () => {
    const channels = { in_app: true, push: true, sms: true, whatsapp: false, email: true };
    expect(deliveryChannelsFor(channels, ['push', 'email'])).toEqual(['push', 'email']);
    expect(deliveryChannelsFor(channels, ['push', 'sms', 'whatsapp', 'email'])).toEqual([
      'push',
      'sms',
      'email',
    ]);
  });

  it('tells nothing when every channel is off', () => {
    const off = { in_app: false, push: false, sms: false, whatsapp: false, email: false };
    expect(isToldAtAll(off, ['push', 'sms', 'whatsapp', 'email'])).toBe(false);
    expect(isToldAtAll({ ...off, sms: true }, ['push'])).toBe(false);
    expect(isToldAtAll({ ...off, in_app: true }, [])).toBe(true);
  });
});

describe('nextAttemptAfter', () => {
  const failedAt = new Date('2026-11-27T10:00:00Z');
  it.each([
    [1, 60_000],
    [2, 5 * 60_000],
    [3, 30 * 60_000],
    [4, 2 * 3600_000],
    [5, 12 * 3600_000],
  ])('waits longer after each failure (attempt %i)', (attempts, delay) => {
    expect(nextAttemptAfter(attempts, failedAt)?.getTime()).toBe(failedAt.getTime() + delay);
  });

  it('gives up after the last attempt', () => {
    expect(nextAttemptAfter(MAX_DELIVERY_ATTEMPTS, failedAt)).toBeNull();
  });
});

describe('notificationText', async () => {
  const ENGLISH_MESSAGES = await loadMessageCatalogue('en');
  const TAMIL_MESSAGES = await loadMessageCatalogue('ta');
  it('fills amounts in Indian grouping, the reference and a missing reason', () => {
    expect(
      notificationText(ENGLISH_MESSAGES, 'withdrawal_completed', {
        amount: 1_50_000_00,
        net: 1_47_000_00,
        reference: 'UTR1',
      }).body,
    ).toBe('Your withdrawal of ₹1,50,000.00 was paid: ₹1,47,000.00 sent. Reference: UTR1.');
    expect(
      notificationText(ENGLISH_MESSAGES, 'withdrawal_rejected', { amount: 500, reason: null }).body,
    ).toContain('(no reason given)');
  });

  it('translates the session in the reader’s language', () => {
    expect(notificationText(TAMIL_MESSAGES, 'session_opening', { session: 1 }).title).toBe(
      'காலை அமர்வு தொடங்கியது',
    );
  });

  it('has a title and body for every event in every placeholder it uses', () => {
    for (const event of NOTIFICATION_EVENTS) {
      const text = notificationText(ENGLISH_MESSAGES, event, {
        level: 1,
        amount: 100,
        net: 100,
        reference: 'R',
        reason: 'x',
        ticket: 1,
        session: 2,
      });
      expect(`${text.title} ${text.body}`, event).not.toMatch(/\{\w+\}/);
    }
  });
});
