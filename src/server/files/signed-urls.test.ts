// Signed file links (decision 0027): signature, expiry and what a claim covers.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import {
  claimCovers,
  expiryFrom,
  signFileClaim,
  verifyFileToken,
  type FileClaim,
} from './signed-urls';

const secret = randomBytes(32);
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const backup: FileClaim = {
  userId: 7,
  businessId: 0,
  path: 'backups/sanad-20261125-120000-manual-abc123.tar.gz',
  expiresAt: NOW / 1000 + 300,
};
const day = { start: Date.UTC(2026, 10, 24, 21), end: Date.UTC(2026, 10, 25, 21) };
const archive: FileClaim = {
  userId: 7,
  businessId: 4,
  path: 'kebrit/invo/',
  window: day,
  expiresAt: NOW / 1000 + 300,
};

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
  return undefined;
}

describe('signFileClaim / verifyFileToken', () => {
  it('gives back the very claim until the expiry second, then link_expired', () => {
    const token = signFileClaim(secret, backup);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyFileToken(secret, token, NOW)).toEqual(backup);
    expect(verifyFileToken(secret, signFileClaim(secret, archive), NOW)).toEqual(archive);
    expect(verifyFileToken(secret, token, NOW + 299_999)).toEqual(backup);
    expect(codeOf(() => verifyFileToken(secret, token, NOW + 300_000))).toBe('link_expired');
    expect(codeOf(() => verifyFileToken(secret, token, NOW + 86_400_000))).toBe('link_expired');
  });

  it('refuses a token whose claim was changed, whose signature was changed, or another secret', () => {
    const token = signFileClaim(secret, backup);
    const [claimPart, sig] = token.split('.') as [string, string];
    // Another user, later expiry, another file: each re-encoded under the old signature.
    const forged = [
      [8, 0, backup.path, backup.expiresAt],
      [7, 0, backup.path, backup.expiresAt + 3600],
      [7, 0, 'backups/sanad-20261125-120000-manual-zzz999.tar.gz', backup.expiresAt],
      [7, 4, backup.path, backup.expiresAt],
    ].map((body) => `${Buffer.from(JSON.stringify(body)).toString('base64url')}.${sig}`);
    for (const f of forged)
      expect(codeOf(() => verifyFileToken(secret, f, NOW))).toBe('link_invalid');
    const flipped = `${claimPart}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(codeOf(() => verifyFileToken(secret, flipped, NOW))).toBe('link_invalid');
    expect(codeOf(() => verifyFileToken(randomBytes(32), token, NOW))).toBe('link_invalid');
    for (const junk of ['', '.', 'abc', `${claimPart}.`, `${token}x`, 'a'.repeat(700)])
      expect(
        codeOf(() => verifyFileToken(secret, junk, NOW)),
        junk,
      ).toBe('link_invalid');
  });

  it('refuses a well-signed body that is not a claim', () => {
    // Signed with the right secret but shaped wrong: only our own signer could make it.
    const claimPart = Buffer.from(JSON.stringify({ userId: 1 })).toString('base64url');
    const sig = createHmac('sha256', secret)
      .update(`sanad-file-v1.${claimPart}`)
      .digest('base64url');
    expect(codeOf(() => verifyFileToken(secret, `${claimPart}.${sig}`, NOW))).toBe('link_invalid');
  });
});

describe('claimCovers', () => {
  it('a file claim covers that file of that business only', () => {
    expect(claimCovers(backup, { businessId: 0, path: backup.path })).toBe(true);
    expect(
      claimCovers(backup, {
        businessId: 0,
        path: 'backups/sanad-20261125-120000-manual-zzz999.tar.gz',
      }),
    ).toBe(false);
    expect(claimCovers(backup, { businessId: 4, path: backup.path })).toBe(false);
  });

  it('a folder claim covers files directly in it whose timestamp is in its day', () => {
    const at = Date.UTC(2026, 10, 25, 20, 30); // 23:30 Riyadh
    expect(claimCovers(archive, { businessId: 4, path: `kebrit/invo/${at}_1.png`, at })).toBe(true);
    expect(claimCovers(archive, { businessId: 17, path: `kebrit/invo/${at}_1.png`, at })).toBe(
      false,
    );
    expect(claimCovers(archive, { businessId: 4, path: `mengusha/invo/${at}_1.png`, at })).toBe(
      false,
    );
    expect(claimCovers(archive, { businessId: 4, path: `kebrit/invo/x/${at}_1.png`, at })).toBe(
      false,
    );
    const next = day.end; // 00:00 Riyadh the next day
    expect(
      claimCovers(archive, { businessId: 4, path: `kebrit/invo/${next}_2.png`, at: next }),
    ).toBe(false);
    expect(claimCovers(archive, { businessId: 4, path: 'kebrit/invo/a.png' })).toBe(false);
  });
});

describe('expiryFrom', () => {
  it('is now + ttl rounded up to the minute, in seconds', () => {
    expect(expiryFrom(Date.UTC(2026, 0, 1, 0, 0, 0), 300)).toBe(Date.UTC(2026, 0, 1, 0, 5) / 1000);
    expect(expiryFrom(Date.UTC(2026, 0, 1, 0, 0, 1), 300)).toBe(Date.UTC(2026, 0, 1, 0, 6) / 1000);
  });
});
