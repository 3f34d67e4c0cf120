import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './excel.js';

describe('neutraliseFormula', () => {
  it.each([
    ['=', '=HYPERLINK("http://x")'],
    ['+', '+91 98765 43210'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A9)'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
  ])('makes text starting with %s a text cell with a leading apostrophe', (_trigger, text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text as it is, a trigger later in the text included', () => {
    for (const text of ['Chennai', '000123456789', 'a=b', 'x-1', ' =1', '', "'quoted"])
      expect(neutraliseFormula(text)).toBe(text);
  });
});
