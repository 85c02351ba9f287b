// How FATOORA's answers become the reporting queue's (decision 0036 over the client of 0035).
import { describe, expect, it } from 'vitest';
import type { ZatcaDocumentResult } from '../../zatca/client';
import { answerOf } from './queue-transport';

const warning = {
  type: 'WARNING',
  code: 'BR-KSA-08',
  category: 'KSA',
  message: 'seller id',
  status: 'WARNING',
};
const error = { ...warning, type: 'ERROR', code: 'BR-KSA-31', status: 'ERROR' };

describe('answerOf', () => {
  it('accepted without warnings: reported, or cleared with the stamped XML', () => {
    expect(
      answerOf({
        kind: 'accepted',
        retryable: false,
        duplicate: false,
        httpStatus: 200,
        status: 'REPORTED',
        warnings: [],
      }),
    ).toEqual({ kind: 'reported', messages: [] });
    expect(
      answerOf({
        kind: 'accepted',
        retryable: false,
        duplicate: false,
        httpStatus: 200,
        status: 'CLEARED',
        warnings: [],
        clearedInvoice: '<Invoice/>',
      }),
    ).toEqual({ kind: 'cleared', messages: [], clearedXml: '<Invoice/>' });
  });

  it('accepted with warnings (202): warnings with ZATCA messages', () => {
    const a = answerOf({
      kind: 'accepted',
      retryable: false,
      duplicate: false,
      httpStatus: 202,
      status: 'REPORTED',
      warnings: [warning],
    });
    expect(a).toEqual({
      kind: 'warnings',
      messages: [{ code: 'BR-KSA-08', category: 'KSA', message: 'seller id' }],
      clearedXml: undefined,
    });
  });

  it('a refusal is rejected with errors then warnings; what may pass later is retry', () => {
    const r = answerOf({
      kind: 'rejected',
      retryable: false,
      httpStatus: 400,
      status: 'NOT_REPORTED',
      errors: [error],
      warnings: [warning],
    });
    expect(r.kind).toBe('rejected');
    expect(r.kind === 'rejected' && r.messages.map((m) => m.code)).toEqual([
      'BR-KSA-31',
      'BR-KSA-08',
    ]);
    expect(
      answerOf({ kind: 'unauthorized', httpStatus: 401, retryable: false, errors: [] }).kind,
    ).toBe('unauthorized');
    for (const failure of [
      { kind: 'server_error', httpStatus: 503, retryable: true, errors: [] },
      { kind: 'server_error', httpStatus: 413, retryable: true, errors: [] },
      { kind: 'timeout', retryable: true },
      { kind: 'network', retryable: true, message: 'ECONNREFUSED' },
    ] satisfies ZatcaDocumentResult[]) {
      expect(answerOf(failure).kind).toBe('retry');
    }
  });
});
