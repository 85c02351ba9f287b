import { describe, expect, it } from 'vitest';
import { businessNameKey, dedupeBusinessNames } from './business-name';

describe('businessNameKey (decision 0051)', () => {
  it('treats spacing, alef, teh marbuta, alef maksura, tashkeel and Latin case as one name', () => {
    const key = businessNameKey('مقهى نجد');
    expect(businessNameKey('  مقهي   نجد ')).toBe(key);
    expect(businessNameKey('مَقْهى نجد')).toBe(key);
    expect(businessNameKey('مؤسسة الأمل')).toBe(businessNameKey('مؤسسه الامل'));
    expect(businessNameKey('Kebrit Trading')).toBe(businessNameKey('kebrit  trading'));
  });

  it('keeps different names different', () => {
    expect(businessNameKey('مقهى نجد')).not.toBe(businessNameKey('مقهى نجد ٢'));
    expect(businessNameKey('مقهى نجد')).not.toBe(businessNameKey('مطعم نجد'));
  });
});

describe('dedupeBusinessNames', () => {
  it('leaves the first holder and numbers the later ones past any name already taken', () => {
    const renamed = dedupeBusinessNames([
      'مقهى نجد',
      'مطعم',
      ' مقهي نجد',
      'مقهى نجد (2)',
      'مقهى نجد',
    ]);
    expect([...renamed]).toEqual([
      [2, ' مقهي نجد (3)'],
      [4, 'مقهى نجد (4)'],
    ]);
  });

  it('changes nothing when the names are unique', () => {
    expect(dedupeBusinessNames(['أ', 'ب']).size).toBe(0);
  });
});
