/**
 * A product's barcode or SKU (decision 0048): the code printed on the product and typed by a
 * keyboard-wedge scanner (it types the code and Enter, like a keyboard). EAN-13, EAN-8, UPC-A,
 * Code 128 and Code 39 symbols as shops print them carry digits, Latin letters and a few
 * separators, so a code is 1–64 of `A–Z a–z 0–9 - _ . /`, no space. Weighted or priced barcodes
 * (a price or weight inside the code) are not read: a code names one product.
 */

/** Longest code accepted, in characters (Code 128 labels of shops stay far below). */
export const MAX_BARCODE_LENGTH = 64;

const BARCODE_PATTERN = /^[A-Za-z0-9._/-]+$/;
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The stored form of a code: trimmed, Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits
 * made ASCII (a scanner on an Arabic keyboard layout, or a code typed by hand, may give them).
 * Letters keep their case: a scanner types a code exactly as printed.
 */
export function normalizeBarcode(text: string): string {
  return text
    .trim()
    .replace(INDIC_DIGITS, (d) => String((d.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)));
}

/** True when `text` (already normalized) has the shape of a code: see the module comment. */
export function isBarcode(text: string): boolean {
  return text.length <= MAX_BARCODE_LENGTH && BARCODE_PATTERN.test(text);
}

/** Arabic message of a code that is not one (what the product form and the API show). */
export const BARCODE_MESSAGE = `الباركود أرقام وحروف لاتينية و - _ . / فقط، بلا مسافات، حتى ${MAX_BARCODE_LENGTH} خانة`;
