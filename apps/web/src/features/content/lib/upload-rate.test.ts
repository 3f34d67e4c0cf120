import { describe, expect, it } from 'vitest';
import { addSample, bytesPerSecond, secondsLeft, speedText, type RateSample } from './upload-rate';

describe('upload rate', () => {
  it('measures the last seconds only, so a resumed upload’s first offset is not speed', () => {
    let samples: RateSample[] = [];
    // Resumed at 40 MB: the first report is the server's offset.
    samples = addSample(samples, { at: 0, sent: 40_000_000 });
    expect(bytesPerSecond(samples)).toBeNull();
    for (let second = 1; second <= 10; second++)
      samples = addSample(samples, { at: second * 1000, sent: 40_000_000 + second * 100_000 });
    expect(bytesPerSecond(samples)).toBe(100_000);
    expect(samples[0]!.at).toBe(4000);
    // The connection slows to a tenth: within the window the figure falls.
    for (let second = 11; second <= 16; second++)
      samples = addSample(samples, { at: second * 1000, sent: 41_000_000 + (second - 10) * 10_000 });
    expect(bytesPerSecond(samples)).toBeLessThan(30_000);
  });

  it('gives the time left', () => {
    expect(secondsLeft(50, 150, 10)).toBe(10);
    expect(secondsLeft(50, 150, null)).toBeNull();
    expect(secondsLeft(50, 150, 0)).toBeNull();
  });

  it('writes a speed with the unit in the reader’s language', () => {
    expect(speedText(1_250_000, 'en')).toBe('1.3 MB/s');
    expect(speedText(350_400, 'en')).toBe('350 kB/s');
  });
});
