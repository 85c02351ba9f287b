import { describe, expect, it } from 'vitest';
import { retryDelayMs, submissionKindOf, ZATCA_STATUS_LABELS, ZATCA_STATUSES } from './reporting';

describe('retryDelayMs (decision 0036)', () => {
  it('doubles from 30 s and stops growing at 1 hour', () => {
    // random = 0.999… → the full step (jitter factor just under 1).
    const full = (n: number) => retryDelayMs(n, 1 - Number.EPSILON);
    expect([1, 2, 3, 4, 5, 6, 7].map(full)).toEqual([
      29_999, 59_999, 119_999, 239_999, 479_999, 959_999, 1_919_999,
    ]);
    expect(full(8)).toBe(3_599_999);
    expect(full(20)).toBe(3_599_999);
    expect(full(10_000)).toBe(3_599_999);
  });

  it('jitter keeps each delay between half the step and the step', () => {
    for (const n of [1, 4, 9]) {
      const step = Math.min(3_600_000, 30_000 * 2 ** (n - 1));
      expect(retryDelayMs(n, 0)).toBe(step / 2);
      expect(retryDelayMs(n, 0.5)).toBe(step * 0.75);
      for (let i = 0; i < 50; i++) {
        const d = retryDelayMs(n, Math.random());
        expect(d).toBeGreaterThanOrEqual(step / 2);
        expect(d).toBeLessThan(step);
      }
    }
  });

  it('refuses an attempt number below 1 or a draw outside [0, 1)', () => {
    expect(() => retryDelayMs(0, 0.5)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5, 0.5)).toThrow(RangeError);
    expect(() => retryDelayMs(1, 1)).toThrow(RangeError);
    expect(() => retryDelayMs(1, -0.1)).toThrow(RangeError);
  });
});

describe('submissionKindOf and the status labels', () => {
  it('simplified → reporting, standard → clearance', () => {
    expect(submissionKindOf('simplified')).toBe('reporting');
    expect(submissionKindOf('standard')).toBe('clearance');
  });
  it('every status has an Arabic label', () => {
    for (const s of ZATCA_STATUSES) expect(ZATCA_STATUS_LABELS[s]).toMatch(/[\u0600-\u06FF]/);
  });
});
