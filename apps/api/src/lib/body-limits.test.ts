import { describe, expect, it } from 'vitest';
import { jsonNestingExceeds } from './body-limits.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestingExceeds', () => {
  it('counts objects and arrays together, the outermost as level one', () => {
    expect(jsonNestingExceeds('{}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":[{}]}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":[{}]}', 2)).toBe(true);
    expect(jsonNestingExceeds(nested(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nested(33), 32)).toBe(true);
  });

  it('measures the deepest point, not the total of brackets', () => {
    const wide = `[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`;
    expect(jsonNestingExceeds(wide, 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: 'a "quoted" [[[[ \\ ' }), 1)).toBe(false);
    expect(jsonNestingExceeds(`{"a":"\\\\"${',"b":[[]]'}}`, 2)).toBe(true);
  });

  it('scans a megabyte of nesting in one pass, stopping at the limit', () => {
    const attack = nested(500_000);
    const started = performance.now();
    expect(jsonNestingExceeds(attack, 32)).toBe(true);
    expect(jsonNestingExceeds(`[${'1,'.repeat(500_000)}1]`, 32)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
