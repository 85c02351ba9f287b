/**
 * Is the XML ZATCA returned on clearance the document Sanad sent, stamped (decision 0043)? ZATCA
 * clears a standard invoice by adding its cryptographic stamp (its own ds:Signature in
 * ext:UBLExtensions) and its QR (KSA-14) to the document; everything the invoice hash covers stays
 * as sent (the hash excludes UBLExtensions, the QR reference and cac:Signature — ZATCA's
 * E-Invoicing Security Features Implementation Standard, §"invoice hash"). Before Sanad keeps the
 * cleared XML in place of its own, it checks the three facts below. Pure: the caller gives the
 * hash function.
 */
import { childElements, invoiceHash, parseXml, UBL_NS, documentQr } from './hash';
import type { ZatcaCrypto } from './primitives';

/** What was sent: the document's UUID and its invoice hash (base64). */
export interface SentDocument {
  uuid: string;
  invoiceHash: string;
}

/** The outcome: kept with its QR, or refused with the reason (English, for the log and flag). */
export type ClearedCheck = { ok: true; qr: string } | { ok: false; reason: string };

/**
 * Checks ZATCA's cleared XML `xml` against the document sent: (1) it is well-formed XML whose
 * cbc:UUID is the sent UUID; (2) its invoice hash, recomputed, is the sent hash (same invoice body,
 * BR-KSA-26's hash); (3) it carries a stamp: an ext:UBLExtensions with a ds:SignatureValue and a
 * QR (BR-KSA-27, BR-KSA-28).
 * @returns { ok: true, qr } (the stamped QR, base64 TLV) or { ok: false, reason }. Never throws.
 */
export function checkClearedInvoice(
  xml: string,
  sent: SentDocument,
  crypto: ZatcaCrypto,
): ClearedCheck {
  let root;
  try {
    root = parseXml(xml).documentElement;
  } catch (e) {
    return { ok: false, reason: `not well-formed XML: ${(e as Error).message}` };
  }
  if (!root) return { ok: false, reason: 'no root element' };
  const uuid = childElements(root, UBL_NS.cbc, 'UUID')[0]?.textContent?.trim() ?? '';
  if (uuid !== sent.uuid) return { ok: false, reason: `UUID ${uuid || '(none)'} ≠ ${sent.uuid}` };
  const hash = invoiceHash(xml, crypto);
  if (hash !== sent.invoiceHash)
    return { ok: false, reason: `invoice hash ${hash} ≠ the hash sent ${sent.invoiceHash}` };
  const extensions = childElements(root, UBL_NS.ext, 'UBLExtensions')[0];
  const signature = extensions?.getElementsByTagNameNS(UBL_NS.ds, 'SignatureValue')[0];
  if (!signature?.textContent?.trim())
    return { ok: false, reason: 'no ZATCA stamp (ds:Signature)' };
  const qr = documentQr(xml);
  if (!qr) return { ok: false, reason: 'no QR' };
  return { ok: true, qr };
}
