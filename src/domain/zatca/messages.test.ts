// The Arabic lines of ZATCA's answers and of the queue's retry reasons (decision 0043).
import { describe, expect, it } from 'vitest';
import { retryReasonAr, zatcaMessageAr } from './messages';

describe('retryReasonAr', () => {
  it('each reason the queue records reads in Arabic; an unknown one is kept', () => {
    expect(retryReasonAr('ZATCA refused the credentials (HTTP 401)')).toMatch(/بيانات الاعتماد/);
    expect(retryReasonAr('ZATCA answered HTTP 429')).toMatch(/التمهّل/);
    expect(retryReasonAr('ZATCA answered HTTP 503')).toMatch(/خطأ مؤقت/);
    expect(retryReasonAr('ZATCA did not answer in time')).toMatch(/المهلة/);
    expect(retryReasonAr('network: ECONNREFUSED')).toMatch(/تعذّر الوصول/);
    expect(retryReasonAr('something new')).toBe('something new');
  });

  it("a ZATCA code Sanad knows gets its line; another keeps ZATCA's text", () => {
    expect(zatcaMessageAr('Invalid-OTP', 'x')).toMatch(/OTP/);
    expect(zatcaMessageAr('BR-KSA-63', 'عنوان المشتري')).toBe('رسالة الهيئة: عنوان المشتري');
  });
});
