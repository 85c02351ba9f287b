import { qrPng } from '../../documents/qr';

/** Width in pixels of a QR tool image: sharp on screen and when printed on A4 or a receipt. */
const QR_TOOL_SIZE_PX = 512;

/**
 * The QR tool (legacy app: QR page POST /qr): `text` (already under the text
 * rule, at most MAX_QR_TEXT_LENGTH characters — it always fits a QR code of error correction M)
 * → the QR code as a base64 PNG, the same renderer as the invoices' QR (documents/qr.ts).
 */
export async function generateQr(text: string): Promise<{ img: string }> {
  const png = await qrPng(text, QR_TOOL_SIZE_PX);
  return { img: png.toString('base64') };
}
