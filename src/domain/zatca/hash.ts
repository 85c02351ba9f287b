import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { toBase64, utf8, type ZatcaCrypto } from './primitives';

/**
 * The ZATCA invoice hash (E-Invoicing "XML Implementation Standard" §Signature, "Security Features
 * Implementation Standards" §2; SDK 238-R3.4.8): the ds:Reference `invoiceSignedData` of the
 * signature, QR tag 6 (BR-KSA-27 reads the QR), and the next document's PIH (KSA-13, BR-KSA-26 /
 * BR-KSA-61 chain). Steps, as the reference's Transforms list them:
 *   1. drop `ext:UBLExtensions` (the signature), the root's `cac:Signature`, and the
 *      `cac:AdditionalDocumentReference` whose `cbc:ID` is `QR` — the elements only; the text
 *      around them (whitespace) stays, exactly as the XPath filter transforms leave it;
 *   2. canonicalize the rest with C14N 1.1 (http://www.w3.org/2006/12/xml-c14n11). For a whole
 *      document with no `xml:` attributes C14N 1.1 and C14N 1.0 give the same octets, so xml-crypto's
 *      inclusive C14N is used (decision 0031);
 *   3. SHA-256 of the canonical UTF-8 octets; base64 of the 32 raw bytes.
 * Golden tests reproduce the DigestValue and QR tag 6 of all 19 SDK samples.
 */

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

type XmlDocument = ReturnType<DOMParser['parseFromString']>;
type XmlElement = NonNullable<XmlDocument['documentElement']>;

/**
 * Parses XML text into an xmldom document.
 * @throws RangeError when the text is not well-formed XML or has no root element.
 */
export function parseXml(xml: string): XmlDocument {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !doc.documentElement) {
    throw new RangeError(`not well-formed XML: ${errors[0] ?? 'no root element'}`);
  }
  return doc;
}

/** The element children of `el` in the namespace `ns` with the local name `name`. */
export function childElements(el: XmlElement, ns: string, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1) {
      const e = n as XmlElement;
      if (e.namespaceURI === ns && e.localName === name) out.push(e);
    }
  }
  return out;
}

/**
 * The canonical text the invoice hash is taken over (step 1 and 2 above) of a document given as
 * text, signed or not.
 * @throws RangeError when the text is not well-formed XML.
 */
export function invoiceHashInput(xml: string): string {
  return canonicalHashInput(parseXml(xml));
}

/**
 * invoiceHashInput of an already parsed document. **Removes** the signature, cac:Signature and QR
 * reference from `doc` (the caller's copy is changed).
 */
export function canonicalHashInput(doc: XmlDocument): string {
  const root = doc.documentElement!;
  for (const e of Array.from(root.getElementsByTagNameNS(UBL_NS.ext, 'UBLExtensions'))) {
    e.parentNode?.removeChild(e);
  }
  for (const e of childElements(root, UBL_NS.cac, 'Signature')) root.removeChild(e);
  for (const e of childElements(root, UBL_NS.cac, 'AdditionalDocumentReference')) {
    const id = childElements(e, UBL_NS.cbc, 'ID')[0];
    if (id?.textContent?.trim() === 'QR') root.removeChild(e);
  }
  return new C14nCanonicalization().process(root as never, {}) as string;
}

/**
 * The invoice hash of a document (signed or unsigned) as raw SHA-256 bytes.
 * @throws RangeError when the text is not well-formed XML.
 */
export function invoiceHashBytes(xml: string, crypto: ZatcaCrypto): Uint8Array {
  return crypto.sha256(utf8(invoiceHashInput(xml)));
}

/**
 * The invoice hash of a document in base64 (44 characters), as DigestValue, QR tag 6 and the next
 * document's PIH carry it.
 * @throws RangeError when the text is not well-formed XML.
 */
export function invoiceHash(xml: string, crypto: ZatcaCrypto): string {
  return toBase64(invoiceHashBytes(xml, crypto));
}

/**
 * The QR payload (base64 TLV) a document carries: the text of
 * `cac:AdditionalDocumentReference[cbc:ID='QR']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject`
 * (KSA-14, BR-KSA-27), or null when it has none. Used on a cleared standard invoice, whose QR is
 * the one ZATCA stamped (receipts and PDFs carry it).
 * @throws RangeError when the text is not well-formed XML.
 */
export function documentQr(xml: string): string | null {
  const root = parseXml(xml).documentElement!;
  for (const ref of childElements(root, UBL_NS.cac, 'AdditionalDocumentReference')) {
    if (childElements(ref, UBL_NS.cbc, 'ID')[0]?.textContent?.trim() !== 'QR') continue;
    const attachment = childElements(ref, UBL_NS.cac, 'Attachment')[0];
    const value =
      attachment && childElements(attachment, UBL_NS.cbc, 'EmbeddedDocumentBinaryObject')[0];
    const text = value?.textContent?.trim();
    return text ? text : null;
  }
  return null;
}
