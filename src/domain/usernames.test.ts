import { describe, expect, it } from 'vitest';
import { findLookAlikeUsername, usernameSkeleton } from './username-lookalikes';
import { matchSignInName, normalizeUsername, usernameKey, usernameProblem } from './usernames';

describe('normalizeUsername (NFKC)', () => {
  it.each([
    ['admin', 'admin'],
    ['  Admin ', 'Admin'],
    ['ａｄｍｉｎ', 'admin'], // full-width Latin
    ['ａdmin', 'admin'],
    ['ADMIN²', 'ADMIN2'],
    ['ﻛﺎﺷﻴﺮ', 'كاشير'], // Arabic presentation forms
    ['كاشيـــر', 'كاشير'], // tatweel only stretches the line
    ['كاشير١٢', 'كاشير12'], // Arabic-Indic digits
    ['كاشير۱۲', 'كاشير12'], // Extended Arabic-Indic (Persian, Urdu) digits
    ['casher1_ab12cd', 'casher1_ab12cd'],
  ])('%j → %j', (raw, normal) => {
    expect(normalizeUsername(raw)).toBe(normal);
  });

  it('keys compare case-insensitively', () => {
    expect(usernameKey(' ＡＤＭＩＮ ')).toBe('admin');
    expect(usernameKey('Émile')).toBe(usernameKey('émile'));
  });
});

describe('usernameProblem', () => {
  it.each([
    'admin',
    'casher1_ab12cd',
    'manager.1-x',
    'Émile',
    'محمد',
    'أحمد_الكاشير',
    'كاشير1',
    'مطعم.2',
    '1234',
  ])('accepts %j', (name) => {
    expect(usernameProblem(normalizeUsername(name))).toBeNull();
  });

  it.each([
    ['аdmin', 'mixed_script'], // Cyrillic а + Latin
    ['admіn', 'mixed_script'], // Ukrainian і
    ['αdmin', 'mixed_script'], // Greek alpha
    ['ahmad_أحمد', 'mixed_script'],
    ['كاشيرa', 'mixed_script'],
    ['асе', 'unsupported_script'], // Cyrillic only
    ['δελτα', 'unsupported_script'],
    ['two words', 'characters'],
    ['a\u200db', 'characters'], // zero-width joiner
    ['ad\u0301min', 'characters'], // a lone combining mark stays a mark
    ['محمّد', 'characters'], // tashkeel
    ['a@b', 'characters'],
    ['  ', 'required'],
    ['ـــ', 'required'],
    ['a'.repeat(65), 'too_long'],
    ['ﷺ'.repeat(4), 'too_long'], // 4 characters typed, 72 after NFKC
  ])('refuses %j as %s', (name, problem) => {
    expect(usernameProblem(normalizeUsername(name))).toBe(problem);
  });
});

describe('look-alike usernames (UTS #39 skeletons)', () => {
  it.each([
    ['admin', 'adrnin'], // rn looks like m
    ['Al', 'AI'], // capital I looks like small l
    ['adm1n', 'admln'],
    ['علي', 'علی'], // Arabic yeh and Farsi yeh
    ['كريم', 'کریم'], // kaf and keheh
    ['هاني', 'هانى'], // final yeh and alef maksura
  ])('%j looks like %j', (a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
    expect(findLookAlikeUsername(b, ['someone', a])).toBe(a);
  });

  it.each([
    ['admin', 'admin2'],
    ['سارة', 'ساره'],
    ['manager1', 'manager2'],
  ])('%j does not look like %j', (a, b) => {
    expect(findLookAlikeUsername(b, [a])).toBeUndefined();
  });

  it('leaves the same name (another case) to the duplicate check', () => {
    expect(findLookAlikeUsername('ADMIN', ['admin'])).toBeUndefined();
  });
});

describe('matchSignInName', () => {
  const rows = [
    { id: 1, username: 'admin' },
    { id: 2, username: 'ａdmin' }, // stored before normalization existed
    { id: 3, username: 'كاشير١' },
    { id: 4, username: 'Salma' },
  ];
  it.each([
    ['admin', 1],
    ['ADMIN', 1],
    ['ａdmin', 1],
    ['كاشير1', 3],
    ['كاشير١', 3],
    [' salma ', 4],
  ])('%j signs in as row %i', (typed, id) => {
    expect(matchSignInName(rows, typed)?.id).toBe(id);
  });

  it('finds no one for an unknown name', () => {
    expect(matchSignInName(rows, 'аdmin')).toBeUndefined();
  });
});
