import type { ZatcaMessage as QueueMessage } from '../../../domain/zatca/reporting';
import type { AppContext } from '../../context';
import type { ZatcaDocumentResult, ZatcaMessage } from '../../zatca/client';
import type { ZatcaAnswer, ZatcaOutgoingDocument, ZatcaTransport } from '../../zatca/transport';
import { productionTransportOf } from './service';

/**
 * The reporting queue's transport (decision 0036) over the FATOORA client (decision 0035): each
 * document goes out with the production CSID of its own business in the server's ZATCA_MODE.
 *
 * Answers map as follows: REPORTED / CLEARED without warnings → `reported` / `cleared`; accepted
 * with warnings → `warnings` (with ZATCA's stamped XML on clearance); a refusal with validation
 * results → `rejected`. Everything that may succeed later is `retry`, so the queue backs off and
 * tries again: 5xx, 429, a timeout (the client's 15 s, well inside the queue's lease), a network
 * error, a 401/403 (the CSID is being renewed), and a business with no production CSID yet.
 * The queue's abort signal is not needed: the client's own timeout ends every call first.
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
    return answerOf(await transport[how](submission));
  }
  return { report: (doc) => send(doc, 'report'), clear: (doc) => send(doc, 'clear') };
}

/** A FATOORA result as the queue's answer (see fatooraQueueTransport). */
export function answerOf(result: ZatcaDocumentResult): ZatcaAnswer {
  switch (result.kind) {
    case 'accepted': {
      const cleared = result.clearedInvoice !== undefined || result.status === 'CLEARED';
      if (result.warnings.length > 0) {
        return {
          kind: 'warnings',
          messages: result.warnings.map(messageOf),
          clearedXml: result.clearedInvoice,
        };
      }
      return cleared
        ? { kind: 'cleared', messages: [], clearedXml: result.clearedInvoice }
        : { kind: 'reported', messages: [] };
    }
    case 'rejected':
      return { kind: 'rejected', messages: [...result.errors, ...result.warnings].map(messageOf) };
    case 'unauthorized':
      return { kind: 'retry', reason: `ZATCA refused the credentials (HTTP ${result.httpStatus})` };
    case 'server_error':
      return { kind: 'retry', reason: `ZATCA answered HTTP ${result.httpStatus}` };
    case 'timeout':
      return { kind: 'retry', reason: 'ZATCA did not answer in time' };
    case 'network':
      return { kind: 'retry', reason: `network: ${result.message}` };
  }
}

function messageOf(m: ZatcaMessage): QueueMessage {
  return { code: m.code, message: m.message, category: m.category };
}
