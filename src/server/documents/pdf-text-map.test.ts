import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '../testing/invoice-fixture';
import { poppler, stripBidiMarks } from '../testing/documents';
import { renderInvoicePdf } from './invoice-pdf';

// One Cairo font object serves every document of the process (pdf-layout.ts): what one document
// drew must not change the text another one's PDF carries.
describe('the text a PDF carries', () => {
  it('is the document’s own, whatever the process rendered before', async () => {
    const before = invoiceFixture();
    // «هذا العرض» typed in Arabic presentation forms, as text copied out of some PDFs arrives.
    before.lines[0]!.name = '\uFEEB\uFEAC\uFE8E \uFE8D\uFEDF\uFECC\uFEAE\uFEA9';
    await renderInvoicePdf(before);

    const after = invoiceFixture();
    after.lines[0]!.name = 'هذا العرض صالح';
    const text = stripBidiMarks(await poppler('pdftotext', await renderInvoicePdf(after), []));
    expect(text).toContain('هذا العرض صالح');
  });
});
