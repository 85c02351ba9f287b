import { describe, expect, it } from 'vitest';
import { formatPrinterAddress, isPaperWidthMm, PAPER_DOTS, parsePrinterAddress } from './printer';

describe('parsePrinterAddress (host[:port], port 9100 by default)', () => {
  it.each([
    ['192.168.1.50', '192.168.1.50', 9100],
    ['192.168.1.50:9100', '192.168.1.50', 9100],
    ['  10.0.0.7:515 ', '10.0.0.7', 515],
    ['127.0.0.1:65535', '127.0.0.1', 65535],
    ['Printer.Local', 'printer.local', 9100],
    ['till-printer:9101', 'till-printer', 9101],
    ['epson-tm-t20.shop.lan:1', 'epson-tm-t20.shop.lan', 1],
    ['[fd00::5]', 'fd00::5', 9100],
    ['[fd00::5]:9100', 'fd00::5', 9100],
    ['[::1]:9100', '::1', 9100],
    ['[2001:db8:0:0:0:0:0:1]:9100', '2001:db8:0:0:0:0:0:1', 9100],
    ['[::ffff:192.168.1.5]:9100', '::ffff:192.168.1.5', 9100],
  ])('%j → %s port %d', (text, host, port) => {
    expect(parsePrinterAddress(text)).toEqual({ ok: true, address: { host, port } });
  });

  it.each([
    ['nothing', ''],
    ['a space inside', '192.168.1 .50'],
    ['an octet over 255', '192.168.1.300'],
    ['a leading zero octet', '192.168.01.5'],
    ['three octets', '192.168.1'],
    ['a scheme', 'tcp://192.168.1.50:9100'],
    ['a path', '192.168.1.50/print'],
    ['a user part', 'root@192.168.1.50'],
    ['an underscore', 'my_printer'],
    ['a label ending in a dash', 'printer-.local'],
    ['Arabic letters', 'طابعة'],
    ['a bare IPv6 address', 'fd00::5'],
    ['two :: in IPv6', '[fd00::5::1]'],
    ['a broken IPv6 address', '[fd00:zz::1]'],
    ['an unclosed bracket', '[fd00::5'],
    ['empty host with a port', ':9100'],
  ])('refuses %s as a bad host', (_what, text) => {
    expect(parsePrinterAddress(text)).toEqual({ ok: false, problem: 'host' });
  });

  it.each([
    ['port 0', '192.168.1.50:0'],
    ['port 65536', '192.168.1.50:65536'],
    ['a word', '192.168.1.50:abc'],
    ['empty after the colon', '192.168.1.50:'],
    ['a negative port', '192.168.1.50:-1'],
    ['six digits', 'printer:100000'],
    ['IPv6 with a bad port', '[::1]:99999'],
  ])('refuses %s as a bad port', (_what, text) => {
    expect(parsePrinterAddress(text)).toEqual({ ok: false, problem: 'port' });
  });

  it('formats the stored form with the port, brackets around IPv6', () => {
    expect(formatPrinterAddress({ host: '192.168.1.50', port: 9100 })).toBe('192.168.1.50:9100');
    expect(formatPrinterAddress({ host: 'fd00::5', port: 9101 })).toBe('[fd00::5]:9101');
    for (const text of ['printer.local', '[fd00::5]:515', '10.1.2.3:9100']) {
      const parsed = parsePrinterAddress(text);
      if (!parsed.ok) throw new Error(text);
      expect(parsePrinterAddress(formatPrinterAddress(parsed.address))).toEqual(parsed);
    }
  });
});

describe('paper widths', () => {
  it('80 mm prints 576 dots and 58 mm 384 (203 dpi printable width), nothing else', () => {
    expect(PAPER_DOTS[80]).toBe(72 * 8);
    expect(PAPER_DOTS[58]).toBe(48 * 8);
    expect(isPaperWidthMm(80)).toBe(true);
    expect(isPaperWidthMm(58)).toBe(true);
    expect(isPaperWidthMm(76)).toBe(false);
  });
});
