// What a stored business is as data: its folders, payment means, kind, address, seller block and
// wire profile. Pure functions of a row; the use cases are in service.ts.
import { negativeStockMode } from '../../../domain/stock';
import { halalasToSar } from '../../../domain/money';
import type { BusinessAddress, BusinessForUser, BusinessProfile } from '../../../domain/business';
import { tilesFor, type Role } from '../../../domain/permissions';
import { isBusinessKind, type BusinessKind } from '../../../domain/business-kinds';
import { AppError, ERROR_MESSAGES } from '../../../domain/errors';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import { DEFAULT_PAPER_WIDTH_MM, isPaperWidthMm } from '../../../domain/printer';
import type { InvoiceDocument } from '../../documents/types';
import { DATA_FOLDERS } from '../../files/data-folders';
import type { BusinessRow } from './repository';

/** Key folder of uploaded logos in the file store: `logos` (served at /static/logos/). */
export function logoFolder(): string {
  return DATA_FOLDERS.logos;
}

/**
 * Key folder of a business's product images in the file store (decision 0062):
 * `images/{image_folder}`, served at /static/images/{image_folder}/.
 */
export function productImageFolder(business: Pick<BusinessRow, 'image_folder'>): string {
  return `${DATA_FOLDERS.images}/${business.image_folder}`;
}

/** Enabled payment means codes of a business, in stored order. */
export function paymentMeansOf(business: BusinessRow): PaymentMeansCode[] {
  return business.payment_means.split(',').filter(Boolean) as PaymentMeansCode[];
}

/**
 * The payment means must be one the business enables (42 and 45 only where the
 * delivery apps are offered). @throws AppError payment_means_not_enabled (422, fields).
 */
export function assertPaymentMeansEnabled(business: BusinessRow, code: PaymentMeansCode): void {
  if (!paymentMeansOf(business).includes(code))
    throw new AppError('payment_means_not_enabled', {
      fields: { PaymentMeansCode: ERROR_MESSAGES.payment_means_not_enabled },
    });
}

/** The kind of a stored business (a row the migration or this service wrote: always a kind). */
export function kindOf(business: BusinessRow): BusinessKind {
  if (!isBusinessKind(business.kind)) throw new Error(`business ${business.id} has no kind`);
  return business.kind;
}

/**
 * The business as the seller block of its documents (tax invoice, quotation, statement PDFs):
 * legal names, VAT and CR numbers, national address, and its logo PNG (or null).
 */
export function sellerParty(business: BusinessRow, logo: Buffer | null): InvoiceDocument['seller'] {
  return {
    nameAr: business.name_ar,
    nameEn: business.name_en,
    vatNumber: business.vat_number,
    crNumber: business.cr_number,
    address: addressOf(business),
    logo,
  };
}

/** The national address of a stored business. */
export function addressOf(row: BusinessRow): BusinessAddress {
  return {
    street: row.street,
    buildingNumber: row.building_number,
    district: row.district,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
  };
}

/** A row → the wire profile. */
export function toProfile(row: BusinessRow): BusinessProfile {
  return {
    id: row.id,
    key: row.key,
    kind: kindOf(row),
    active: row.active === 1,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    vatNumber: row.vat_number,
    crNumber: row.cr_number,
    address: addressOf(row),
    logoUrl: row.logo ? `/static/logos/${row.logo}` : null,
    paymentMeans: paymentMeansOf(row),
    imageFolder: row.image_folder,
    printerAddress: row.printer_address,
    paperWidthMm: isPaperWidthMm(row.paper_width_mm) ? row.paper_width_mm : DEFAULT_PAPER_WIDTH_MM,
    requireShift: Number(row.require_shift) === 1,
    shiftDifferenceLimit: halalasToSar(Number(row.shift_difference_limit)),
    negativeStock: negativeStockMode(row.negative_stock),
  };
}

/** A row and the user's role there → the profile with that role and its home tiles. */
export function forUser(row: BusinessRow, role: Role): BusinessForUser {
  return { ...toProfile(row), role, tiles: [...tilesFor(role, kindOf(row))] };
}
