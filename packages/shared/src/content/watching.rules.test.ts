import { describe, expect, it } from 'vitest';
import { SKIP_NOTICE_SECONDS, skippedAhead } from './watching.rules.js';

describe('skippedAhead', () => {
  it('says nothing while the player is within the allowed lead and rounding', () => {
    expect(skippedAhead({ playerPosition: 12.9, creditedPosition: 12, durationSeconds: 60 })).toBeNull();
    expect(
      skippedAhead({ playerPosition: 10 + SKIP_NOTICE_SECONDS, creditedPosition: 10, durationSeconds: 60 }),
    ).toBeNull();
  });

  it('names the seconds still to watch from what the server credited (90 % of the length)', () => {
    expect(skippedAhead({ playerPosition: 50, creditedPosition: 7, durationSeconds: 60 })).toEqual({
      secondsLeft: 47,
    });
    expect(skippedAhead({ playerPosition: 59.5, creditedPosition: 2, durationSeconds: 61 })).toEqual({
      secondsLeft: 53,
    });
  });

  it('never says 0 s left while the video is not counted yet', () => {
    expect(skippedAhead({ playerPosition: 60, creditedPosition: 54, durationSeconds: 60 })).toEqual({
      secondsLeft: 1,
    });
  });
});
