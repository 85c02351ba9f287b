import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './return-path';

const ORIGIN = 'http://shop.local:3000';

describe('the way back after signing in', () => {
  it('login path carries the page and the reason', () => {
    expect(loginPath('/mengusha/pos', 'expired')).toBe(
      '/login?next=%2Fmengusha%2Fpos&reason=expired',
    );
    expect(loginPath('/mengusha/invoices?x=1')).toBe('/login?next=%2Fmengusha%2Finvoices%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/', 'expired')).toBe('/login?reason=expired');
  });

  it.each([
    ['/mengusha/pos', '/mengusha/pos'],
    ['/mengusha/invoices?period=today#top', '/mengusha/invoices?period=today#top'],
    ['/kebrit', '/kebrit'],
  ])('returns to the app path %s', (next, expected) => {
    expect(safeReturnPath(next, ORIGIN)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/x'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['mengusha/pos'],
    ['/login'],
    ['/login?next=/x'],
  ])('refuses %s and goes home', (next) => {
    expect(safeReturnPath(next, ORIGIN)).toBe('/');
  });
});
