import type { ZatcaMessage } from '../../domain/zatca/reporting';
import { computeLine, invoiceTotals } from '../../domain/vat';
import type { AppContext } from '../context';
import type { BusinessRow } from '../modules/businesses/repository';
import { issueInvoice, type InvoiceBuyer } from '../modules/invoices';
import { zatcaSigningFor } from '../modules/zatca';
import type {
  ZatcaAnswer,
  ZatcaOutgoingDocument,
  ZatcaSendOptions,
  ZatcaTransport,
} from '../zatca/transport';

/** Test helpers of the ZATCA reporting/clearance queue (decision 0036). */

/** A B2B buyer with a VAT number: its invoice is standard, hence cleared. */
export const VAT_BUYER: InvoiceBuyer = {
  RegistrationName: 'شركة الأفق للتجارة',
  VAT: '310122393500003',
  CRN: '4030123456',
  StreetName: 'شارع التحلية',
  AdditionalStreetName: '',
  BuildingNumber: '7421',
  PlotIdentification: '',
  CityName: 'جدة',
  CitySubdivisionName: 'حي الروضة',
  PostalZone: '23432',
  CountrySubentity: 'منطقة مكة المكرمة',
  Country: 'SA',
  schemeID: '',
  PartyIdentification: '',
};

/** The business row with this key. */
export async function businessByKey(ctx: AppContext, key: string): Promise<BusinessRow> {
  return ctx.db
    .selectFrom('businesses')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/**
 * Issues one signed invoice through issueInvoice in its own transaction, as a sale does: simplified
 * with no buyer, standard with `buyer`. `after` runs inside the transaction after the invoice
 * (throw there to roll the sale back).
 */
export async function issueSigned(
  ctx: AppContext,
  business: BusinessRow,
  opts: { buyer?: InvoiceBuyer | null; after?: () => void } = {},
) {
  const zatca = await zatcaSigningFor(ctx, business);
  const line = { productId: null, name: 'أرز بسمتي 10 كغ', ...computeLine(8999, 2, 0) };
  return ctx.db.transaction().execute(async (trx) => {
    const issued = await issueInvoice(trx, business, {
      seller: { id: null, username: 'sales1' },
      lines: [line],
      totals: invoiceTotals([line]),
      buyer: opts.buyer ?? null,
      paymentMeansCode: opts.buyer ? '24' : '10',
      discountPercent: 0,
      issuedAt: ctx.now(),
      zatca,
    });
    opts.after?.();
    return issued.invoice;
  });
}

/** One call the fake transport saw. */
export interface SeenSend {
  api: 'report' | 'clear';
  doc: ZatcaOutgoingDocument;
}

/**
 * An in-process fake ZATCA: records every send and answers with `answer(call)` (default: reported /
 * cleared with no message, the cleared XML being the sent one with a marker comment).
 */
export function fakeTransport(
  answer?: (call: SeenSend, opts: ZatcaSendOptions | undefined) => Promise<ZatcaAnswer>,
): ZatcaTransport & { seen: SeenSend[] } {
  const seen: SeenSend[] = [];
  const respond =
    (api: 'report' | 'clear') => async (doc: ZatcaOutgoingDocument, o?: ZatcaSendOptions) => {
      const call = { api, doc };
      seen.push(call);
      if (answer) return answer(call, o);
      return api === 'report'
        ? { kind: 'reported' as const, messages: [] }
        : { kind: 'cleared' as const, messages: [], clearedXml: clearedVersion(doc) };
    };
  return { seen, report: respond('report'), clear: respond('clear') };
}

/** What the fake ZATCA "stamps": the sent XML with a comment naming it cleared. */
export function clearedVersion(doc: ZatcaOutgoingDocument): string {
  return `${Buffer.from(doc.xmlBase64, 'base64').toString('utf8')}<!-- cleared ${doc.uuid} -->`;
}

/** A rejection as ZATCA words one. */
export const REJECTION: ZatcaMessage[] = [
  {
    code: 'BR-KSA-37',
    message: 'The seller address building number must contain 4 digits.',
    category: 'KSA',
  },
];

/** A transport answer that waits until the send's signal aborts, then answers `retry`. */
export function stallUntilAborted(opts: ZatcaSendOptions | undefined): Promise<ZatcaAnswer> {
  return new Promise((resolve) => {
    opts?.signal?.addEventListener('abort', () => resolve({ kind: 'retry', reason: 'timeout' }));
  });
}
