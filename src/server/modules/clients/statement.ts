import {
  invoiceDueDate,
  isOverdue,
  NO_SETTLEMENT,
  paymentState,
  runningBalance,
} from '../../../domain/collection';
import { isNoteTypeCode } from '../../../domain/notes';
import { isCreditSale } from '../../../domain/payment-means';
import { halalasToSar } from '../../../domain/money';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { StatementView } from '../../../domain/schemas/collection';
import type { AppContext } from '../../context';
import { renderStatementPdf, statementLineLabel } from '../../documents/statement-pdf';
import type { BusinessRow } from '../businesses/service';
import { clientAccount } from '../collection';
import { toInvoiceSummary, type InvoiceRow } from '../invoices';
import { loadClient } from './load';
import type { ClientRow } from './repository';

type Account = Awaited<ReturnType<typeof clientAccount>>;
type Line = StatementView['Lines'][number];
interface Entry {
  date: string;
  order: number;
  debit: number;
  credit: number;
  line: Omit<Line, 'Debit' | 'Credit' | 'Balance'>;
}

/** An amount as the statement's columns: what raises the client's debt is a debit, else a credit. */
function side(amount: number): { debit: number; credit: number } {
  return { debit: Math.max(amount, 0), credit: Math.max(-amount, 0) };
}

const DOCUMENT_KINDS = { '381': 'creditnote', '383': 'debitnote' } as const;

/**
 * Every movement of the account (decision 0040): each document by its sign — an invoice or a
 * debit note a debit, a credit note a credit; a document not on credit is settled when issued —
 * paid (a credit) or, for a credit note, refunded (a debit); each receipt voucher a credit.
 */
function entriesOf(account: Account): Entry[] {
  const out: Entry[] = [];
  for (const inv of account.invoices) {
    const base = {
      InvoiceUUID: inv.uuid,
      InvoiceID: inv.number,
      PaymentMeansCode: inv.payment_means_code,
    };
    const total = inv.tax_inclusive_amount;
    const kind = isNoteTypeCode(inv.invoice_type_code)
      ? DOCUMENT_KINDS[inv.invoice_type_code]
      : 'invoice';
    out.push({
      date: inv.issue_date,
      order: inv.issued_at,
      ...side(total),
      line: { Date: inv.issue_date, Kind: kind, Number: inv.number, ...base },
    });
    if (!isCreditSale(inv.payment_means_code))
      out.push({
        date: inv.issue_date,
        order: inv.issued_at + 0.5,
        ...side(-total),
        line: {
          Date: inv.issue_date,
          Kind: total < 0 ? 'refund' : 'payment',
          Number: inv.number,
          ...base,
        },
      });
  }
  for (const v of account.payments)
    out.push({
      date: v.issue_date,
      order: v.paid_at,
      debit: 0,
      credit: v.amount,
      line: {
        Date: v.issue_date,
        Kind: 'receipt',
        Number: v.number,
        InvoiceUUID: v.invoice_uuid,
        InvoiceID: v.invoice_number,
        PaymentMeansCode: v.payment_means_code,
      },
    });
  return out;
}

/**
 * The statement of a client between two Riyadh dates, inclusive: the balance before
 * `from`, every document (an invoice or a debit note a debit, a credit note a credit) and payment
 * (paid at issue, refunded at issue, or a receipt voucher) in the period with a running balance (what the client owes), totals, the outstanding credit today and
 * the client's invoices with paid / outstanding, due date (the stored due date, else the end of the
 * issue month) and overdue by it on the Riyadh date `today` (decision 0068).
 */
export function buildStatement(
  account: Account,
  period: { from?: string; to?: string },
  today: string,
): StatementView {
  const all = entriesOf(account);
  const before = all.filter((e) => period.from !== undefined && e.date < period.from);
  const inside = all.filter(
    (e) =>
      !(period.from !== undefined && e.date < period.from) &&
      !(period.to !== undefined && e.date > period.to),
  );
  const opening = before.reduce((sum, e) => sum + e.debit - e.credit, 0);
  const r = runningBalance(inside, opening);
  const invoices = account.invoices.map((inv: InvoiceRow) => {
    const settlement = account.settlements.get(inv.id) ?? NO_SETTLEMENT;
    const summary = toInvoiceSummary(inv, settlement);
    const { outstanding } = paymentState(
      {
        paymentMeansCode: inv.payment_means_code,
        total: inv.tax_inclusive_amount,
        invoiceTypeCode: inv.invoice_type_code,
      },
      settlement,
    );
    const credit = isCreditSale(inv.payment_means_code) && !isNoteTypeCode(inv.invoice_type_code);
    const due = { issueDate: inv.issue_date, dueDate: inv.due_date };
    return {
      ...summary,
      NotesAmount: halalasToSar(settlement.noted),
      DueDate: credit ? invoiceDueDate(due) : null,
      Overdue: credit && isOverdue(due, outstanding, today),
    };
  });
  return {
    From: period.from ?? null,
    To: period.to ?? null,
    OpeningBalance: halalasToSar(opening),
    Lines: r.lines.map((e) => ({
      ...e.line,
      Debit: halalasToSar(e.debit),
      Credit: halalasToSar(e.credit),
      Balance: halalasToSar(e.balance),
    })),
    TotalDebit: halalasToSar(r.debit),
    TotalCredit: halalasToSar(r.credit),
    ClosingBalance: halalasToSar(r.closing),
    OutstandingCredit: invoices.reduce(
      (sum, i) => Math.round((sum + i.OutstandingAmount) * 100) / 100,
      0,
    ),
    Invoices: invoices,
    RejectedInvoices: account.rejected.map(({ invoice, messages }) => ({
      InvoiceUUID: invoice.uuid,
      InvoiceID: invoice.number,
      IssueDate: invoice.issue_date,
      TaxInclusiveAmount: halalasToSar(invoice.tax_inclusive_amount),
      Messages: messages.map((m) => ({ code: m.code, message: m.message })),
    })),
  };
}

/**
 * GET clients/{UUID}/statement?from&to. @returns the client and its statement.
 * @throws AppError not_found (404), also for another business's client.
 */
export async function clientStatement(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
  period: { from?: string; to?: string },
): Promise<{ client: ClientRow; statement: StatementView }> {
  const client = await loadClient(ctx.db, business.id, uuid);
  const account = await clientAccount(ctx.db, business.id, client.id);
  return { client, statement: buildStatement(account, period, riyadhDate(ctx.now())) };
}

/** GET invoclient/{UUID}: the client's invoices, newest first, with paid / outstanding. */
export async function clientInvoices(ctx: AppContext, business: BusinessRow, uuid: string) {
  const { statement } = await clientStatement(ctx, business, uuid, {});
  return [...statement.Invoices].reverse();
}

/**
 * GET clients/{UUID}/statement/pdf: the statement as an A4 PDF `statement-{VAT}.pdf`.
 * @throws AppError not_found (404).
 */
export async function clientStatementPdf(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
  period: { from?: string; to?: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { client, statement: s } = await clientStatement(ctx, business, uuid, period);
  const h = (sar: number) => Math.round(sar * 100);
  const pdf = await renderStatementPdf({
    sellerNameAr: business.name_ar,
    sellerVatNumber: business.vat_number,
    client: { name: client.registration_name, vatNumber: client.vat, city: client.city_name },
    from: s.From,
    to: s.To,
    today: riyadhDate(ctx.now()),
    opening: h(s.OpeningBalance),
    lines: s.Lines.map((l) => ({
      date: l.Date,
      label: statementLineLabel(l.Kind, l.Number, l.InvoiceID, l.PaymentMeansCode),
      debit: h(l.Debit),
      credit: h(l.Credit),
      balance: h(l.Balance),
    })),
    totalDebit: h(s.TotalDebit),
    totalCredit: h(s.TotalCredit),
    closing: h(s.ClosingBalance),
    outstandingCredit: h(s.OutstandingCredit),
  });
  return { pdf, fileName: `statement-${client.vat}.pdf` };
}
