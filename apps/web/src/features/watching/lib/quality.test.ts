import { describe, expect, it } from 'vitest';
import { isSlowLink, levelSettings, qualityOf } from './quality';

describe('the quality choice', () => {
  it('on Auto: stays on the lowest rung with Save-Data, starts there on 2G/3G, else follows the link', () => {
    expect(isSlowLink({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowLink({ effectiveType: '3g' })).toBe(true);
    expect(isSlowLink({ effectiveType: '4g' })).toBe(false);
    expect(isSlowLink(undefined)).toBe(false);
    expect(levelSettings('auto', { saveData: true, effectiveType: '4g' }, 4)).toEqual({
      startLevel: 0,
      autoLevelCapping: 0,
      capLevelToPlayerSize: false,
    });
    expect(levelSettings('auto', { effectiveType: '3g' }, 4)).toEqual({
      startLevel: 0,
      autoLevelCapping: -1,
      capLevelToPlayerSize: true,
    });
    expect(levelSettings('auto', { effectiveType: '4g' }, 4)).toEqual({
      startLevel: -1,
      autoLevelCapping: -1,
      capLevelToPlayerSize: true,
    });
  });

  it('keeps Data saver on the lowest rung and starts High on the top one, whatever the link', () => {
    expect(levelSettings('saver', { effectiveType: '4g' }, 4)).toEqual({
      startLevel: 0,
      autoLevelCapping: 0,
      capLevelToPlayerSize: false,
    });
    expect(levelSettings('high', { saveData: true }, 4)).toEqual({
      startLevel: 3,
      autoLevelCapping: -1,
      capLevelToPlayerSize: false,
    });
  });

  it('reads the kept choice, Auto when none or an unknown one is kept', () => {
    expect(qualityOf('saver')).toBe('saver');
    expect(qualityOf(null)).toBe('auto');
    expect(qualityOf('ultra')).toBe('auto');
  });
});
