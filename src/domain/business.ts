import type { BusinessKind } from './business-kinds';
import type { PaymentMeansCode } from './payment-means';
import type { PaperWidthMm } from './printer';
import type { Role, Tile } from './permissions';
import type { NegativeStockMode } from './stock';

/** A business's national address as printed on its tax invoices (seller address, ZATCA BR-KSA-09). */
export interface BusinessAddress {
  street: string;
  buildingNumber: string;
  district: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2; always SA for a Saudi seller. */
  country: string;
}

/**
 * One-line address as documents and screens print it: "street building, district, city postal",
 * joined with the Arabic comma for 'ar' and ", " for 'en'; empty parts are left out.
 */
export function formatAddress(a: BusinessAddress, lang: 'ar' | 'en'): string {
  const comma = lang === 'ar' ? '، ' : ', ';
  return [`${a.street} ${a.buildingNumber}`.trim(), a.district, `${a.city} ${a.postalCode}`.trim()]
    .filter(Boolean)
    .join(comma);
}

/** A business's settings as the API returns them (businesses are rows). */
export interface BusinessProfile {
  id: number;
  /** URL slug: /{key} in the web app, /api/v1/{key}/… in the API (see business-key.ts). */
  key: string;
  kind: BusinessKind;
  /** false once archived: hidden from the chooser, refuses new sales, keeps its documents. */
  active: boolean;
  nameAr: string;
  nameEn: string;
  vatNumber: string;
  crNumber: string;
  address: BusinessAddress;
  /** URL of the logo image, or null when none was uploaded. */
  logoUrl: string | null;
  paymentMeans: PaymentMeansCode[];
  /** Folder under /static/images/ where product images are served. */
  imageFolder: string;
  /** The till's thermal printer, `host:port`, or null: receipts print through the browser. */
  printerAddress: string | null;
  /** Receipt paper width in mm (80 → 576 dots, 58 → 384 dots; src/domain/printer.ts). */
  paperWidthMm: PaperWidthMm;
  /** A POS sale needs an open shift on its till (decision 0055); off unless chosen. */
  requireShift: boolean;
  /** SAR: an over/short beyond it needs a manager's approval to close a shift. */
  shiftDifferenceLimit: number;
  /** Selling goods not on hand: allow, warn or refuse (decision 0067). */
  negativeStock: NegativeStockMode;
}

/** A business as one user sees it: the profile, their role there and their home tiles. */
export interface BusinessForUser extends BusinessProfile {
  role: Role;
  tiles: Tile[];
}

/**
 * A Saudi VAT registration number: 15 digits, first and last digit 3 (ZATCA BR-KSA-39/40).
 */
export function isValidVatNumber(vat: string): boolean {
  return /^3\d{13}3$/.test(vat);
}
