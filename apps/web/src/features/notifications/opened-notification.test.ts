import { describe, expect, it } from 'vitest';
import { openedNotificationOf, searchWithoutOpenedNotification } from './opened-notification';

describe('the bell entry a pressed push notification opened its screen for', () => {
  it('reads the entry id from the address', () => {
    expect(openedNotificationOf('?notification=12')).toBe(12);
    expect(openedNotificationOf('?tab=2&notification=7')).toBe(7);
  });

  it('reads nothing from an address without a valid id', () => {
    for (const search of [
      '',
      '?tab=2',
      '?notification=',
      '?notification=0',
      '?notification=-3',
      '?notification=1.5',
      '?notification=abc',
      '?notification=12345678901234567',
    ]) {
      expect(openedNotificationOf(search), search).toBeNull();
    }
  });

  it('drops only its parameter from the address', () => {
    expect(searchWithoutOpenedNotification('?notification=12')).toBe('');
    expect(searchWithoutOpenedNotification('?tab=2&notification=12&q=a+b')).toBe('?tab=2&q=a+b');
  });
});
