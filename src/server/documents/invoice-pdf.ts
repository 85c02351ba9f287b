import { drawBuyer, drawFacts, drawSeller, drawTitleBand } from './invoice-pdf-header';
import {
  closingHeight,
  drawNote,
  drawPageFooters,
  drawSignatures,
  drawTotals,
} from './invoice-pdf-footer';
import { drawLinesTable } from './invoice-pdf-table';
import { invoiceTitle, numberLabel } from './format';
import { CONTENT_BOTTOM, PAGE, collect, newA4 } from './pdf-layout';
import { fixRtlLigatureUnicode } from './pdf-text';
import { pdfReadyImage } from './pdf-image';
import { embedInvoiceXml, type EmbeddedXml } from './pdfa';
import { qrModules } from './qr';
import type { InvoiceDocument } from './types';

/**
 * Renders the A4 tax invoice PDF — or a quotation (kind 'quotation': no QR, a validity note) —:
 * Cairo embedded, Arabic and
 * English, seller and buyer blocks, invoice facts and ZATCA QR, the lines table (repeated header
 * on every page it spans), totals in SAR from the halala amounts of `doc`, payment means, logo,
 * seller and receiver signature areas, "page n of m" footers.
 *
 * Arabic goes through bidi.ts, so the page reads right to left and `pdftotext` returns the
 * Arabic words in logical order (decision 0005-pdf-bidi). The output is deterministic: the same
 * document gives the same bytes (CreationDate is the issue date and time, Riyadh).
 *
 * With `xml` (a standard invoice's ZATCA XML, decision 0047) the file is PDF/A-3b with that XML
 * embedded as an associated file; the pages are the same. Without it, plain PDF 1.3 as before:
 * a PDF/A-3 is never made without its XML.
 * @throws Error when the logo bytes are not an image, or the QR text is too long.
 */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  xml: EmbeddedXml | null = null,
): Promise<Buffer> {
  const qr = doc.qrBase64 ? qrModules(doc.qrBase64) : null;
  const logo = doc.seller.logo ? await pdfReadyImage(doc.seller.logo) : null;
  const title = invoiceTitle(doc.kind, doc.billing);
  const pdf = newA4(`${title.en} ${doc.number}`, issuedAt(doc), xml !== null);
  const done = collect(pdf);
  const continuation = (): number => {
    pdf.addPage({ size: 'A4', margin: 0 });
    return drawTitleBand(
      pdf,
      doc,
      PAGE.margin,
      `${numberLabel(doc.kind, doc.billing).ar} ${doc.number}`,
    );
  };

  let y = drawSeller(pdf, doc, logo, PAGE.margin);
  y = drawTitleBand(pdf, doc, y);
  y = drawFacts(pdf, doc, qr, y);
  y = drawBuyer(pdf, doc, y);
  y = drawLinesTable(pdf, doc, y, continuation) + 5;
  if (y + closingHeight(doc) > CONTENT_BOTTOM) y = continuation() + 2;
  y = drawTotals(pdf, doc, y);
  if (doc.note) y = drawNote(pdf, doc.note, y);
  drawSignatures(pdf, Math.max(y, CONTENT_BOTTOM - 30));
  drawPageFooters(pdf, doc);

  if (xml) embedInvoiceXml(pdf, xml, issuedAt(doc));
  fixRtlLigatureUnicode(pdf);
  pdf.end();
  return done;
}

/** The issue instant: IssueDate + IssueTime in Asia/Riyadh (UTC+3, no daylight saving). */
function issuedAt(doc: InvoiceDocument): Date {
  const date = new Date(`${doc.issueDate}T${doc.issueTime}+03:00`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}
