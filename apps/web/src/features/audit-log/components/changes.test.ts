import { describe, expect, it } from 'vitest';
import { changesOf, valueText } from './changes';

describe('changesOf', () => {
  it('lists only the keys whose value changed, old and new', () => {
    expect(changesOf({ is_active: true, city: 'Chennai' }, { is_active: false, city: 'Chennai' })).toEqual([
      { key: 'is_active', before: 'true', after: 'false' },
    ]);
  });

  it('reads a creation as added keys and a removal as removed ones', () => {
    expect(changesOf(null, { username: 'asha', role: 0 })).toEqual([
      { key: 'username', before: null, after: 'asha' },
      { key: 'role', before: null, after: '0' },
    ]);
    expect(changesOf({ note: 'x' }, null)).toEqual([{ key: 'note', before: 'x', after: null }]);
  });

  it('reads a key left out of after as not written, not as removed', () => {
    expect(
      changesOf(
        { id: 7, username: 'asha', firstName: 'Asha', city: 'Madurai' },
        { firstName: 'Asha', city: 'Chennai', mobile: '9876543210' },
      ),
    ).toEqual([
      { key: 'city', before: 'Madurai', after: 'Chennai' },
      { key: 'mobile', before: null, after: '9876543210' },
    ]);
  });

  it('opens nested objects as dotted keys, and shows arrays and deeper objects as JSON', () => {
    expect(
      changesOf(
        { withdrawal: { cash: { min: 100 } }, levels: [1, 2], a: { b: { c: { d: 1 } } } },
        { withdrawal: { cash: { min: 200 } }, levels: [1, 2, 3], a: { b: { c: { d: 2 } } } },
      ),
    ).toEqual([
      { key: 'withdrawal.cash.min', before: '100', after: '200' },
      { key: 'levels', before: '[1,2]', after: '[1,2,3]' },
      { key: 'a.b.c', before: '{"d":1}', after: '{"d":2}' },
    ]);
  });

  it('shows a value that is not an object as one change without a key; nothing for no values', () => {
    expect(changesOf(null, [1, 2])).toEqual([{ key: '', before: null, after: '[1,2]' }]);
    expect(changesOf('a', 'b')).toEqual([{ key: '', before: 'a', after: 'b' }]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('writes text as it is and other values as JSON', () => {
    expect(valueText('Chennai')).toBe('Chennai');
    expect(valueText(null)).toBe('null');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});
