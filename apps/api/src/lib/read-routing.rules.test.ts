import { describe, expect, it } from 'vitest';
import {
  CLOCK_MARGIN_MS,
  lsnValue,
  readsFromReplica,
  replayedAsOf,
  wroteAtOf,
} from './read-routing.rules.js';

describe('lsnValue', () => {
  it('orders WAL positions as PostgreSQL does, across the high word', () => {
    expect(lsnValue('0/16B3748') < lsnValue('0/16B3750')).toBe(true);
    expect(lsnValue('0/FFFFFFFF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(() => lsnValue('nonsense')).toThrow(/Not a WAL position/);
  });
});

describe('replayedAsOf', () => {
  it('is the latest moment whose primary position the replica has reached; later ones wait', () => {
    const samples = [
      { at: 1000, lsn: 10n },
      { at: 1200, lsn: 20n },
      { at: 1400, lsn: 30n },
    ];
    expect(replayedAsOf(samples, 20n)).toEqual({ asOf: 1200, waiting: [{ at: 1400, lsn: 30n }] });
    expect(replayedAsOf(samples, 5n)).toEqual({ asOf: null, waiting: samples });
    expect(replayedAsOf(samples, 99n)).toEqual({ asOf: 1400, waiting: [] });
  });
});

describe('readsFromReplica', () => {
  const now = 100_000;
  const current = { replayedAsOf: now - 100, answeredUntil: now + 500 };
  const rule = { now, maxLagMs: 30_000 };

  it('reads from a current replica when the caller wrote nothing, or long enough ago', () => {
    expect(readsFromReplica(current, { ...rule, wroteAt: undefined })).toBe(true);
    expect(readsFromReplica(current, { ...rule, wroteAt: now - 100 - CLOCK_MARGIN_MS })).toBe(true);
  });

  it('reads from the primary when the replica may miss what the caller wrote', () => {
    expect(readsFromReplica(current, { ...rule, wroteAt: now - 200 })).toBe(false);
    expect(readsFromReplica(current, { ...rule, wroteAt: now })).toBe(false);
  });

  it('reads from the primary when the replica is unknown, silent or too far behind', () => {
    expect(
      readsFromReplica({ replayedAsOf: null, answeredUntil: now + 500 }, { ...rule, wroteAt: undefined }),
    ).toBe(false);
    expect(readsFromReplica({ ...current, answeredUntil: now - 1 }, { ...rule, wroteAt: undefined })).toBe(
      false,
    );
    expect(
      readsFromReplica({ ...current, replayedAsOf: now - 30_001 }, { ...rule, wroteAt: undefined }),
    ).toBe(false);
  });
});

describe('wroteAtOf', () => {
  it('reads a time in ms from the cookie; a time ahead of now counts as now; anything else as none', () => {
    expect(wroteAtOf('1795700000000', 1795700005000)).toBe(1795700000000);
    expect(wroteAtOf('1895700000000', 1795700005000)).toBe(1795700005000);
    expect(wroteAtOf(undefined, 1)).toBeUndefined();
    expect(wroteAtOf('abc', 1)).toBeUndefined();
    expect(wroteAtOf('12', 1)).toBeUndefined();
  });
});
