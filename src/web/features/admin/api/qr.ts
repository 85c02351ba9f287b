import { useMutation } from '@tanstack/react-query';
import type { QrResult } from '../../../../domain/schemas/qr';
import { api } from '../../../lib/api';

/**
 * POST /api/v1/qr `{text}` (administrator or manager): the QR code of `text` as a base64 PNG.
 * Rejects with the server's Arabic error (empty or too long text, a forbidden character).
 */
export function generateQr(text: string): Promise<QrResult> {
  return api<QrResult>('/qr', { method: 'POST', body: { text } });
}

export function useGenerateQr() {
  return useMutation({ mutationFn: generateQr });
}
