import { describe, expect, it } from 'vitest';
import { businessKeyProblem, isValidBusinessKey } from './business-key';
import { WEB_PATHS, WEB_TOP_LEVEL_PATHS } from './top-level-paths';

describe('businessKeyProblem (a slug, never a route)', () => {
  it.each(['kebrit', 'mengusha', 'ab', 'shop-2', 'a1', '2b', 'x'.repeat(32), 'branch-12-north'])(
    '%j is a valid key',
    (key) => {
      expect(businessKeyProblem(key)).toBeNull();
      expect(isValidBusinessKey(key)).toBe(true);
    },
  );

  it.each([
    ['one character', 'a'],
    ['33 characters', 'x'.repeat(33)],
    ['upper case', 'Kebrit'],
    ['a space', 'my shop'],
    ['an underscore', 'my_shop'],
    ['a dot', 'shop.sa'],
    ['a slash', 'a/b'],
    ['Arabic letters', 'منقوشة'],
    ['a leading dash', '-shop'],
    ['a trailing dash', 'shop-'],
    ['nothing', ''],
  ])('refuses %s', (_what, key) => {
    expect(businessKeyProblem(key)).toBe('shape');
  });

  it('refuses every top-level name of the web app (screens, assets, planned)', () => {
    for (const name of WEB_TOP_LEVEL_PATHS) expect(businessKeyProblem(name)).toBe('reserved');
    for (const name of Object.values(WEB_PATHS)) expect(isValidBusinessKey(name)).toBe(false);
    expect(businessKeyProblem('assets')).toBe('reserved');
  });

  it('refuses the names the server passes (its routes), and only those', () => {
    expect(businessKeyProblem('api', ['api', 'static'])).toBe('reserved');
    expect(businessKeyProblem('static', new Set(['api', 'static']))).toBe('reserved');
    expect(businessKeyProblem('shop', ['api', 'static'])).toBeNull();
  });
});
