import { AppError } from './errors';
import { halalasToSarText, type Halalas } from './money';

/**
 * ZATCA e-invoicing phase 1 QR code payload (ZATCA "E-Invoicing Detailed Guidelines" §QR code;
 * decision 0006): five TLV fields — 1 seller name, 2 seller VAT registration number,
 * 3 invoice timestamp, 4 invoice total with VAT, 5 VAT total — each written as one tag byte, one
 * length byte (the value's length in UTF-8 bytes, so at most 255) and the UTF-8 value; the
 * concatenation is base64-encoded. That base64 text is what the QR image encodes.
 */

export const ZATCA_QR_TAGS = {
  sellerName: 1,
  vatNumber: 2,
  timestamp: 3,
  total: 4,
  vat: 5,
} as const;
type Field = keyof typeof ZATCA_QR_TAGS;

/** The longest TLV value, in UTF-8 bytes: the length is one byte. */
export const ZATCA_QR_VALUE_MAX_BYTES = 255;

/** Length of `text` in UTF-8 bytes, as the TLV counts it ('ك' = 2, 'ﻣ' = 3, '😀' = 4). */
export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * True when `text` fits one QR TLV value (≤ ZATCA_QR_VALUE_MAX_BYTES UTF-8 bytes). Checked when a
 * value is saved — e.g. the business's Arabic name, QR tag 1 — so that no sale fails later.
 */
export function fitsZatcaQrValue(text: string): boolean {
  return utf8ByteLength(text) <= ZATCA_QR_VALUE_MAX_BYTES;
}
const FIELDS = Object.keys(ZATCA_QR_TAGS) as Field[];

/** The five values as they are written into the TLV (and read back by decodeZatcaQr). */
export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. `2026-11-22T09:30:00Z`. */
  timestamp: string;
  /** SAR with two decimals, e.g. `1150.00`. */
  total: string;
  /** SAR with two decimals, e.g. `150.00`. */
  vat: string;
}

/** What a Sanad invoice provides to build its QR. */
export interface ZatcaQrInput {
  /** The seller's name as registered (Sanad uses the business's Arabic name). */
  sellerName: string;
  /** 15-digit VAT registration number. */
  vatNumber: string;
  /** The instant the invoice was issued, UTC milliseconds. */
  timestamp: number;
  /** TaxInclusiveAmount in halalas. */
  total: Halalas;
  /** TaxAmount in halalas. */
  vat: Halalas;
}

/**
 * The QR timestamp (tag 3) of an instant: ISO 8601 in **UTC with a `Z`**, to the second, e.g.
 * `2026-11-22T09:30:00Z` for a sale at 12:30 Riyadh time. Decision: UTC is unambiguous for any
 * reader (ZATCA's own vectors use it) and needs no offset; the printed IssueDate/IssueTime stay in
 * Asia/Riyadh. Milliseconds are dropped (truncated).
 */
export function zatcaTimestamp(utcMs: number): string {
  return new Date(Math.floor(utcMs / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Encodes the five fields as base64 TLV, in tag order 1–5.
 * @throws AppError qr_value_too_long (422, `fields` names the field) when a value exceeds
 *   ZATCA_QR_VALUE_MAX_BYTES (255) UTF-8 bytes — the one-byte length cannot express it.
 */
export function encodeZatcaQrFields(fields: ZatcaQrFields): string {
  const encoder = new TextEncoder();
  return encodeTlv(
    FIELDS.map((name) => ({ tag: ZATCA_QR_TAGS[name], name, value: encoder.encode(fields[name]) })),
  );
}

/**
 * One-byte tag, one-byte length, value — concatenated and base64-encoded.
 * @throws AppError qr_value_too_long (422, `fields` names the field) when a value exceeds
 *   ZATCA_QR_VALUE_MAX_BYTES (255) bytes.
 */
function encodeTlv(entries: readonly { tag: number; name: string; value: Uint8Array }[]): string {
  const parts: Uint8Array[] = [];
  for (const { tag, name, value } of entries) {
    if (value.length > ZATCA_QR_VALUE_MAX_BYTES) {
      throw new AppError('qr_value_too_long', {
        fields: { [name]: `${value.length} bytes > ${ZATCA_QR_VALUE_MAX_BYTES}` },
      });
    }
    parts.push(Uint8Array.of(tag, value.length), value);
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  let binary = '';
  for (const b of out) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Tags 6–9 of the phase 2 QR (Security Features Implementation Standards §5). */
export const ZATCA_QR_PHASE2_TAGS = {
  invoiceHash: 6,
  signature: 7,
  publicKey: 8,
  certificateSignature: 9,
} as const;

/**
 * The phase 2 QR: tags 1–5 as phase 1 — except that tag 3 is the document's own
 * `IssueDate`T`IssueTime` (e.g. `2022-08-17T17:41:08`, as ZATCA's signed samples carry it) — then
 * 6 the invoice hash (base64 text), 7 the ECDSA signature (base64 text of the DER), 8 the public
 * key (SubjectPublicKeyInfo DER bytes), 9 the certificate's signature (DER bytes; simplified
 * documents only — a standard invoice's QR is completed by ZATCA's clearance).
 */
export interface ZatcaQrPhase2Fields extends ZatcaQrFields {
  invoiceHash: string;
  signature: string;
  publicKey: Uint8Array;
  certificateSignature?: Uint8Array;
}

/**
 * Encodes a phase 2 QR (tags 1–9, 9 only when `certificateSignature` is given) as base64 TLV.
 * decodeZatcaQr still reads its tags 1–5; decodeZatcaQrTlv reads every tag.
 * @throws AppError qr_value_too_long as encodeZatcaQrFields.
 */
export function encodeZatcaQrPhase2(fields: ZatcaQrPhase2Fields): string {
  const encoder = new TextEncoder();
  const entries: { tag: number; name: string; value: Uint8Array }[] = FIELDS.map((name) => ({
    tag: ZATCA_QR_TAGS[name] as number,
    name: name as string,
    value: encoder.encode(fields[name]) as Uint8Array,
  }));
  entries.push(
    { tag: 6, name: 'invoiceHash', value: encoder.encode(fields.invoiceHash) },
    { tag: 7, name: 'signature', value: encoder.encode(fields.signature) },
    { tag: 8, name: 'publicKey', value: fields.publicKey },
  );
  if (fields.certificateSignature) {
    entries.push({ tag: 9, name: 'certificateSignature', value: fields.certificateSignature });
  }
  return encodeTlv(entries);
}

/**
 * Every TLV of a QR payload: tag → raw value bytes (the last one wins when a tag repeats).
 * @throws RangeError when the text is not base64 or a TLV is truncated.
 */
export function decodeZatcaQrTlv(base64: string): Map<number, Uint8Array> {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new RangeError('not base64');
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const out = new Map<number, Uint8Array>();
  let i = 0;
  while (i < bytes.length) {
    if (i + 2 > bytes.length) throw new RangeError('truncated TLV header');
    const tag = bytes[i]!;
    const len = bytes[i + 1]!;
    if (i + 2 + len > bytes.length) throw new RangeError(`truncated TLV value of tag ${tag}`);
    out.set(tag, bytes.slice(i + 2, i + 2 + len));
    i += 2 + len;
  }
  return out;
}

/**
 * The phase 1 QR payload of an invoice: seller name, VAT number, timestamp (UTC `Z`, see
 * zatcaTimestamp), total with VAT and VAT total (SAR, two decimals) → base64 TLV.
 * @throws AppError qr_value_too_long as encodeZatcaQrFields.
 */
export function encodeZatcaQr(input: ZatcaQrInput): string {
  return encodeZatcaQrFields({
    sellerName: input.sellerName,
    vatNumber: input.vatNumber,
    timestamp: zatcaTimestamp(input.timestamp),
    total: halalasToSarText(input.total),
    vat: halalasToSarText(input.vat),
  });
}

/**
 * Reads a base64 TLV back into its fields (tags 1–5; other tags, such as phase 2's 6–9, are
 * skipped).
 * @throws RangeError when the text is not base64, a TLV is truncated, a value is not UTF-8, or a
 *   tag 1–5 is missing.
 */
export function decodeZatcaQr(base64: string): ZatcaQrFields {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new RangeError('not base64');
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const found: Partial<ZatcaQrFields> = {};
  let i = 0;
  while (i < bytes.length) {
    if (i + 2 > bytes.length) throw new RangeError('truncated TLV header');
    const tag = bytes[i]!;
    const len = bytes[i + 1]!;
    if (i + 2 + len > bytes.length) throw new RangeError(`truncated TLV value of tag ${tag}`);
    const name = FIELDS.find((f) => ZATCA_QR_TAGS[f] === tag);
    if (name) found[name] = decoder.decode(bytes.subarray(i + 2, i + 2 + len));
    i += 2 + len;
  }
  for (const name of FIELDS) {
    if (found[name] === undefined)
      throw new RangeError(`missing TLV tag ${ZATCA_QR_TAGS[name]} (${name})`);
  }
  return found as ZatcaQrFields;
}
