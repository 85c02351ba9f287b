import { describe, expect, it } from 'vitest';
import { addressProblem } from './address';

const fixed = (addresses: string[]) => async () => addresses;

describe('addressProblem (decision 0059)', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and mapped addresses', async () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '[::1]',
      '[::]',
      '[fe80::1]',
      '[fc00::1]',
      '[ff02::1]',
      '[::ffff:10.0.0.1]',
      '[::ffff:127.0.0.1]',
    ])
      expect(await addressProblem(`https://${host}/hook`), host).toBe('private');
  });

  it('passes public addresses, by literal or by name', async () => {
    expect(await addressProblem('https://8.8.8.8/hook')).toBeNull();
    expect(await addressProblem('https://[2606:4700::1111]/hook')).toBeNull();
    expect(await addressProblem('https://hooks.example/x', fixed(['93.184.216.34']))).toBeNull();
  });

  it('refuses a name when any of its addresses is private, and a name that does not resolve', async () => {
    expect(await addressProblem('https://h.example/x', fixed(['93.184.216.34', '10.0.0.5']))).toBe(
      'private',
    );
    expect(
      await addressProblem('https://h.example/x', async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toBe('unresolved');
    expect(await addressProblem('https://localhost/x')).toBe('private');
  });
});
