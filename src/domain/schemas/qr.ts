import { z } from 'zod';
import { MAX_QR_TEXT_LENGTH } from '../limits';
import { requiredText } from './common';

/** `POST /qr` (`{text}`): one line or more under the text rule, 1–MAX_QR_TEXT_LENGTH characters. */
export const qrBody = z.object({
  text: requiredText(MAX_QR_TEXT_LENGTH, 'اكتب النص المراد تحويله إلى رمز QR', 'multiline'),
});

/** What `POST /qr` answers: the QR code as a base64 PNG (no `data:` prefix). */
export const qrResult = z.object({ img: z.string() });
export type QrResult = z.infer<typeof qrResult>;
