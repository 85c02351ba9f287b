/**
 * PDF/A-3b with the invoice's ZATCA XML embedded (decision 0047): what ZATCA describes as the
 * shared form of a standard (B2B) tax invoice besides the bare XML. pdfkit does the PDF/A part
 * itself when the document is made with `subset: 'PDF/A-3b'` (PDF 1.7, the pdfaid XMP schema, the
 * sRGB output intent from its own data/sRGB_IEC61966_2_1.icc); this file adds the associated file
 * and the one XMP property pdfkit leaves out.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** The XML to embed: the exact text `GET invoices/{UUID}/xml` serves, and its file name. */
export interface EmbeddedXml {
  /** The signed (or ZATCA-cleared) UBL document; embedded as its UTF-8 bytes, unchanged. */
  xml: string;
  /** The attachment's name, e.g. `1234.xml` (the XML route's `content-disposition` name). */
  fileName: string;
}

/** The PDFDocument options of a PDF/A-3b file: PDF 1.7 (ISO 19005-3 is based on ISO 32000-1). */
export const PDFA3B_OPTIONS = { pdfVersion: '1.7', subset: 'PDF/A-3b' } as const;

/**
 * pdfkit 0.20 writes `/AFRelationship` from `relationship` (default Unspecified) and adds the file
 * to the catalogue's `/AF`; @types/pdfkit 0.17 does not know the option yet.
 */
type AttachmentOptions = PDFKit.Mixins.PDFAttachmentOptions & {
  relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement' | 'Unspecified';
};

/**
 * Embeds `embedded.xml` in `doc` as an associated file of the whole document: an EmbeddedFile
 * stream of MIME type application/xml (the type the XML route answers with) under a Filespec with
 * /F and /UF `embedded.fileName`, /AFRelationship /Alternative (the XML is the same invoice as the
 * page, in another form: Factur-X's choice for a complete invoice XML), listed in the catalogue's
 * /AF and /Names /EmbeddedFiles. `at` (the issue instant) is the file's CreationDate and ModDate,
 * so the same invoice gives the same bytes. Also states the document's ModDate in the XMP
 * (xmp:ModifyDate): PDF/A wants every Info entry mirrored there, and pdfkit writes CreationDate
 * only. Call once, before `doc.end()`, on a document made with PDFA3B_OPTIONS.
 */
export function embedInvoiceXml(doc: Doc, embedded: EmbeddedXml, at: Date): void {
  const options: AttachmentOptions = {
    name: embedded.fileName,
    type: 'application/xml',
    relationship: 'Alternative',
    description: 'ZATCA e-invoice (UBL 2.1 XML) of this tax invoice',
    creationDate: at,
    modifiedDate: at,
  };
  doc.file(Buffer.from(embedded.xml, 'utf8'), options);
  const modified = (doc.info.ModDate ?? at).toISOString().split('.')[0];
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:ModifyDate>${modified}Z</xmp:ModifyDate>
        </rdf:Description>
        `);
}
