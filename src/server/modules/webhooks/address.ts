import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Ranges an endpoint may not point at without `allowPrivate` (decision 0059): ipaddr.js's names
 * for loopback, private (RFC 1918), link-local, CGNAT (RFC 6598), multicast, unspecified,
 * broadcast, IPv6 unique-local, and the reserved or documentation blocks. Only `unicast` passes.
 */
function isPublicAddress(text: string): boolean {
  let addr = ipaddr.parse(text);
  // ::ffff:10.0.0.1 is 10.0.0.1: judged as the IPv4 address it carries.
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === 'unicast';
}

/** Why an endpoint's host may not be called, or null when every address it has is public. */
export type AddressProblem = 'private' | 'unresolved' | null;

/** Resolves a host name to all of its addresses (injected by tests that need a fixed answer). */
export type HostResolver = (host: string) => Promise<string[]>;

/** The system resolver: dns.promises.lookup(host, { all: true }). */
export const systemResolver: HostResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Checks where the URL's host points (decision 0059): an IP literal is judged as it is, a name is
 * resolved and EVERY address it resolves to must be public (loopback, private, link-local, CGNAT,
 * multicast, unspecified, IPv4-mapped private… are refused). Called at registration and again
 * before each delivery, since DNS may change. A name that does not resolve is `unresolved`.
 * @returns null when the host may be called, else the problem.
 */
export async function addressProblem(
  url: string,
  resolve: HostResolver = systemResolver,
): Promise<AddressProblem> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return 'unresolved';
    }
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.every((a) => ipaddr.isValid(a) && isPublicAddress(a)) ? null : 'private';
}
