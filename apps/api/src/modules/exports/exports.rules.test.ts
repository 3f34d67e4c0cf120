import { describe, expect, it } from 'vitest';
import { isExpired, percentOf, storageKeyOf } from './exports.rules.js';
import { isStorageKey } from '../../lib/storage/storage.rules.js';

describe('exports.rules', () => {
  it('answers the rows written as a whole percentage, 100 only once the file is kept', () => {
    expect(percentOf({ status: 'queued', rowsWritten: 0, rowsTotal: null })).toBe(0);
    expect(percentOf({ status: 'running', rowsWritten: 0, rowsTotal: 0 })).toBe(0);
    expect(percentOf({ status: 'running', rowsWritten: 2000, rowsTotal: 100_000 })).toBe(2);
    expect(percentOf({ status: 'running', rowsWritten: 99_999, rowsTotal: 100_000 })).toBe(99);
    expect(percentOf({ status: 'running', rowsWritten: 100_000, rowsTotal: 100_000 })).toBe(99);
    expect(percentOf({ status: 'ready', rowsWritten: 0, rowsTotal: 0 })).toBe(100);
    expect(percentOf({ status: 'failed', rowsWritten: 50, rowsTotal: 100 })).toBe(50);
  });

  it('keeps each export in a folder of its own under a valid storage key', () => {
    const key = storageKeyOf('0b7c5a52-55b1-4c41-9e4e-0f1a6f3e8d11', 'withdraw_requests.xlsx');
    expect(key).toBe('exports/0b7c5a52-55b1-4c41-9e4e-0f1a6f3e8d11/withdraw_requests.xlsx');
    expect(isStorageKey(key)).toBe(true);
  });

  it('expires at the stored time, not before', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(isExpired(null, at)).toBe(false);
    expect(isExpired(new Date('2026-11-27T10:00:01Z'), at)).toBe(false);
    expect(isExpired(at, at)).toBe(true);
  });
});
