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
 * The QR modules of `text` with the same settings as qrPng (error correction M): a square
 * matrix, `dark[row][column]`. The PDF draws these as vector squares (sharp at any zoom, and
 * no PNG to encode and decode again).
 * @throws Error when the text is too long for a QR code.
 */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}
