/**
 * The thermal receipt printer of a business (decision 0028): where it listens on the
 * shop's network and how wide its paper is. Pure rules, shared by the server (validation, printing)
 * and the web (the profile form).
 */

/** Raw ESC/POS over TCP ("port 9100", JetDirect): the port when an address names none. */
export const DEFAULT_PRINTER_PORT = 9100;

/** Receipt paper widths Sanad prints on, in mm. 80 mm is the default. */
export const PAPER_WIDTHS_MM = [80, 58] as const;
export type PaperWidthMm = (typeof PAPER_WIDTHS_MM)[number];
export const DEFAULT_PAPER_WIDTH_MM: PaperWidthMm = 80;

/**
 * Printable width in dots of each paper width at 203 dpi (8 dots/mm): 80 mm paper prints 72 mm =
 * 576 dots, 58 mm paper prints 48 mm = 384 dots. Multiples of 8, as ESC/POS raster rows are bytes.
 */
export const PAPER_DOTS: Record<PaperWidthMm, number> = { 80: 576, 58: 384 };

/** True when `mm` is a paper width Sanad prints on (80 or 58). */
export function isPaperWidthMm(mm: number): mm is PaperWidthMm {
  return (PAPER_WIDTHS_MM as readonly number[]).includes(mm);
}

/** Longest printer address accepted: a DNS name (253) plus `:65535`, with room to spare. */
export const PRINTER_ADDRESS_MAX = 300;

/** A printer's address, parsed: host (an IPv4 address, a DNS name, or an IPv6 address) and port. */
export interface PrinterAddress {
  /** IPv4 dotted quad, DNS name (lower case), or IPv6 address without brackets. */
  host: string;
  /** TCP port, 1–65535. */
  port: number;
}

/** Why a printer address is refused: the host part, or the port part. */
export type PrinterAddressProblem = 'host' | 'port';

/** Arabic field messages (fields.printerAddress of a 400) for a refused printer address. */
export const PRINTER_ADDRESS_MESSAGES: Record<PrinterAddressProblem, string> = {
  host: 'عنوان الطابعة غير صحيح؛ اكتبه مثل 192.168.1.50 أو 192.168.1.50:9100',
  port: 'منفذ الطابعة رقم من 1 إلى 65535 (غالباً 9100)',
};

/** Arabic field message for a paper width other than 80 or 58 mm. */
export const PAPER_WIDTH_MESSAGE = 'عرض الورق 80 أو 58 ملم';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV6_CHARS = /^[0-9a-f:.]+$/;

function isIPv4(host: string): boolean {
  const m = IPV4.exec(host);
  return !!m && m.slice(1).every((part) => Number(part) <= 255 && String(Number(part)) === part);
}

function isDnsName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  // An all-digit last label is a mistyped IPv4 address (192.168.1.300), not a name.
  if (/^\d+$/.test(labels.at(-1)!)) return false;
  return labels.every((label) => DNS_LABEL.test(label));
}

function isIPv6(host: string): boolean {
  if (!IPV6_CHARS.test(host) || host.length > 45) return false;
  const doubles = host.split('::').length - 1;
  if (doubles > 1) return false;
  const groups = host.split(':').filter((g) => g !== '');
  const last = groups.at(-1) ?? '';
  const v4Tail = last.includes('.');
  if (v4Tail && !isIPv4(last)) return false;
  const hexGroups = v4Tail ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return false;
  const width = hexGroups.length + (v4Tail ? 2 : 0);
  return doubles === 1 ? width < 8 : width === 8;
}

function parsePort(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

/**
 * Parses a printer address as typed in the business profile: `host` or `host:port`, the host an
 * IPv4 address (192.168.1.50), a DNS name (printer.local) or a bracketed IPv6 address
 * ([fd00::5]:9100); the port 1–65535, DEFAULT_PRINTER_PORT (9100) when left out. Surrounding
 * spaces are ignored and a name is lower-cased. No scheme (`tcp://`), path or user part.
 * @returns the host and port, or the problem ('host' | 'port') to show with
 *   PRINTER_ADDRESS_MESSAGES.
 */
export function parsePrinterAddress(
  text: string,
): { ok: true; address: PrinterAddress } | { ok: false; problem: PrinterAddressProblem } {
  const value = text.trim().toLowerCase();
  let host: string;
  let portText: string | undefined;
  if (value.startsWith('[')) {
    const m = /^\[([^\]]*)\](?::(.*))?$/.exec(value);
    if (!m || !isIPv6(m[1]!)) return { ok: false, problem: 'host' };
    host = m[1]!;
    portText = m[2];
  } else {
    const colon = value.indexOf(':');
    if (colon !== value.lastIndexOf(':')) return { ok: false, problem: 'host' }; // bare IPv6 or a URL
    host = colon === -1 ? value : value.slice(0, colon);
    portText = colon === -1 ? undefined : value.slice(colon + 1);
    if (!isIPv4(host) && !isDnsName(host)) return { ok: false, problem: 'host' };
  }
  const port = portText === undefined ? DEFAULT_PRINTER_PORT : parsePort(portText);
  if (port === null) return { ok: false, problem: 'port' };
  return { ok: true, address: { host, port } };
}

/** The stored form of an address: `host:port` (`[v6]:port` for IPv6), port always written. */
export function formatPrinterAddress({ host, port }: PrinterAddress): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}
