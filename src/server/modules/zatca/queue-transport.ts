import type { ZatcaMessage as QueueMessage } from '../../../domain/zatca/reporting';
import type { AppContext } from '../../context';
import type { ZatcaDocumentResult, ZatcaMessage } from '../../zatca/client';
import type { ZatcaAnswer, ZatcaOutgoingDocument, ZatcaTransport } from '../../zatca/transport';
import { productionTransportOf } from './service';

/**
 * Sanad's own note on a standard document that was reported because ZATCA switched clearance off
 * for the taxpayer (303): shown with the invoice's ZATCA messages.
 */
export const CLEARANCE_OFF_NOTE: QueueMessage = {
  code: 'clearance-deactivated',
  category: 'SANAD',
  message:
    'الاعتماد (Clearance) موقوف لدى الهيئة لهذا المكلف؛ أُرسلت الفاتورة الضريبية عبر واجهة الإبلاغ',
};

/**
 * The reporting queue's transport (decision 0036) over the FATOORA client (decisions 0035, 0043):
 * each document goes out with the production CSID of its own business in the server's ZATCA_MODE.
 * A standard document that clearance answers 303 (clearance switched off for the taxpayer) is sent
 * at once to reporting, as ZATCA asks, and its answer is recorded (with CLEARANCE_OFF_NOTE).
 * A business with no production CSID yet answers `retry`. The queue's abort signal is not needed:
 * the client's own timeout (30 s) ends every call well inside the queue's lease.
 */
export function fatooraQueueTransport(ctx: AppContext): ZatcaTransport {
  async function send(doc: ZatcaOutgoingDocument, how: 'report' | 'clear'): Promise<ZatcaAnswer> {
    const transport = await productionTransportOf(ctx, { id: doc.business.id });
    if (!transport) {
      return { kind: 'retry', reason: `business ${doc.business.key} has no production CSID` };
    }
    const submission = {
      uuid: doc.uuid,
      invoiceHash: doc.invoiceHash,
      xml: Buffer.from(doc.xmlBase64, 'base64').toString('utf8'),
    };
    const result = await transport[how](submission);
    if (result.kind !== 'clearance_off') return answerOf(result);
    const reported = answerOf(await transport.report(submission));
    return 'messages' in reported && reported.kind !== 'unauthorized'
      ? { ...reported, messages: [CLEARANCE_OFF_NOTE, ...reported.messages] }
      : reported;
  }
  return { report: (doc) => send(doc, 'report'), clear: (doc) => send(doc, 'clear') };
}

/**
 * A FATOORA result as the queue's answer (decision 0043):
 * - accepted (200, 202, and the duplicates 208 / 409): `reported`, `cleared` (with ZATCA's cleared
 *   XML when the body has one) or `warnings` when ZATCA added warnings; a duplicate carries what
 *   ZATCA said about it among its messages;
 * - 400 with validation results: `rejected` with ZATCA's errors then warnings;
 * - 401 / 403: `unauthorized` (the queue stops the business's sends);
 * - 5xx, 413, 429, timeouts, network errors: `retry`, with ZATCA's Retry-After when given;
 * - 303 (clearance switched off) is handled by fatooraQueueTransport; alone it means `retry`.
 */
export function answerOf(result: ZatcaDocumentResult): ZatcaAnswer {
  switch (result.kind) {
    case 'accepted': {
      const cleared = result.clearedInvoice !== undefined || result.status === 'CLEARED';
      const notes = result.warnings.filter((w) => !result.duplicate || w.type !== 'ERROR');
      const duplicateNotes = result.duplicate
        ? result.warnings.filter((w) => w.type === 'ERROR').map(messageOf)
        : [];
      if (notes.length > 0) {
        return {
          kind: 'warnings',
          messages: [...notes.map(messageOf), ...duplicateNotes],
          clearedXml: result.clearedInvoice,
        };
      }
      return cleared
        ? { kind: 'cleared', messages: duplicateNotes, clearedXml: result.clearedInvoice }
        : { kind: 'reported', messages: duplicateNotes };
    }
    case 'rejected':
      return { kind: 'rejected', messages: [...result.errors, ...result.warnings].map(messageOf) };
    case 'unauthorized':
      return {
        kind: 'unauthorized',
        reason: `ZATCA refused the credentials (HTTP ${result.httpStatus})`,
        messages: result.errors.map(messageOf),
      };
    case 'server_error':
      return {
        kind: 'retry',
        reason: `ZATCA answered HTTP ${result.httpStatus}`,
        ...(result.retryAfterMs !== undefined ? { retryAfterMs: result.retryAfterMs } : {}),
      };
    case 'clearance_off':
      return { kind: 'retry', reason: 'ZATCA switched clearance off (HTTP 303)' };
    case 'timeout':
      return { kind: 'retry', reason: 'ZATCA did not answer in time' };
    case 'network':
      return { kind: 'retry', reason: `network: ${result.message}` };
  }
}

function messageOf(m: ZatcaMessage): QueueMessage {
  return { code: m.code, message: m.message, category: m.category };
}
