import QRCode from 'qrcode';

/**
 * Renders `text` (for an invoice: the ZATCA phase-1 base64 TLV) as a
 * black-on-white QR code PNG about `sizePx` pixels wide (qrcode rounds to whole pixels per
 * module). Error correction M, a quiet zone of one module.
 * @throws Error when the text is too long for a QR code.
 */
export async function qrPng(text: string, sizePx = 256): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: sizePx,
  });
}

/**
 * The QR modules of `text` with error correction M as qrPng, the text as one byte segment: a
 * square matrix, `dark[row][column]`. The PDF draws these as vector squares (sharp at any zoom, and
 * no PNG to encode and decode again).
 * @throws Error when the text is too long for a QR code.
 */
export function qrModules(text: string): boolean[][] {
  // One byte segment: qrcode's search for the shortest mix of modes costs about as much as the
  // rest of the symbol, and on base64 text (lowercase letters need byte mode) it seldom saves a
  // version (1 in 30 random 124-character texts; none at 200–700 characters; decision 0065).
  const data = Buffer.from(text, 'utf8');
  const { modules } = QRCode.create([{ mode: 'byte', data }], { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}
