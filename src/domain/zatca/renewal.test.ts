import { describe, expect, it } from 'vitest';
import { CSID_RENEWAL_WARNING_DAYS, csidRenewal } from './renewal';

const DAY = 24 * 3600 * 1000;
const notAfter = Date.UTC(2027, 0, 31, 12, 0, 0);

describe('csidRenewal', () => {
  it('valid while more than the warning days are left', () => {
    expect(csidRenewal(notAfter, notAfter - CSID_RENEWAL_WARNING_DAYS * DAY)).toEqual({
      state: 'valid',
      daysLeft: CSID_RENEWAL_WARNING_DAYS,
    });
  });

  it('renew soon within the warning days, down to the last millisecond', () => {
    expect(csidRenewal(notAfter, notAfter - CSID_RENEWAL_WARNING_DAYS * DAY + 1)).toEqual({
      state: 'renew_soon',
      daysLeft: CSID_RENEWAL_WARNING_DAYS - 1,
    });
    expect(csidRenewal(notAfter, notAfter - 1)).toEqual({ state: 'renew_soon', daysLeft: 0 });
  });

  it('expired from notAfter on', () => {
    expect(csidRenewal(notAfter, notAfter).state).toBe('expired');
    expect(csidRenewal(notAfter, notAfter + 3 * DAY)).toEqual({ state: 'expired', daysLeft: -3 });
  });
});
