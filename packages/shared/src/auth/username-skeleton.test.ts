import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton.js';

/** [existing, new, may both exist] */
const LOOKALIKE_TABLE: [string, string, boolean][] = [
  ['demo_priya12', 'demo_priya12.', false],
  ['demo_priya12', 'Demo_Priya12', false],
  ['demo_priya12', 'demo.priya12', false],
  ['demo_priya12', 'demopriya12', false],
  ['demo_priya12', 'demo__priya_12', false],
  ['demo_priya12', 'demo_priyal2', false],
  ['demo_priya12', 'demo_priyaI2', false],
  ['demo_priya12', 'DEMO_PRIYAL2', false],
  ['demo_priyal2', 'demo_priyaI2', false],
  ['kiran', 'klran', false],
  ['kiran', 'k1ran', false],
  ['kiran', 'KIRAN', false],
  ['root', 'r00t', false],
  ['root', 'ROOT', false],
  ['root', 'rO0t', false],
  ['anil_01', 'aniI_Ol', false],
  ['office.admin', 'officeadmin', false],
  ['office.admin', 'office_admin', false],
  ['demo_priya12', 'demo_priya13', true],
  ['demo_priya12', 'demo_priya', true],
  ['kiran', 'karan', true],
  ['root', 'roots', true],
  ['root', 'rot', true],
  ['meena8', 'meenaB', true],
];

describe('usernameSkeleton', () => {
  it.each(LOOKALIKE_TABLE)('%s and %s may both exist: %s', (existing, candidate, distinct) => {
    expect(usernameSkeleton(existing) !== usernameSkeleton(candidate)).toBe(distinct);
  });

  it('drops case, dots and underscores and maps I/l/1 to l and O/0 to o', () => {
    expect(usernameSkeleton('Demo_Priya12.')).toBe('demoprlyal2');
    expect(usernameSkeleton('I.l_1')).toBe('lll');
    expect(usernameSkeleton('O0o')).toBe('ooo');
  });
});
