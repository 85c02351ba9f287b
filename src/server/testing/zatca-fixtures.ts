import type { PaymentMeansCode } from '../../domain/payment-means';
import { computeLine, VAT_RATE_PERCENT } from '../../domain/vat';
import {
  ZATCA_FIRST_PIH,
  type ZatcaBuyer,
  type ZatcaInvoiceInput,
  type ZatcaLine,
} from '../../domain/zatca/xml';

/**
 * Test fixtures of the ZATCA phase 2 tests: a seller with a full national address, a VAT-registered
 * buyer, and lines computed by Sanad's own VAT rules (vat.ts computeLine). Used only by tests.
 */

/** The first PIH of a chain (SDK Data/PIH/pih.txt). */
export const FIRST_PIH = ZATCA_FIRST_PIH;

export const TEST_SELLER: ZatcaInvoiceInput['seller'] = {
  name: 'مؤسسة سند التجارية',
  vatNumber: '399999999900003',
  crNumber: '1010010000',
  address: {
    street: 'الامير سلطان',
    buildingNumber: '2322',
    district: 'المربع',
    city: 'الرياض',
    postalCode: '23333',
    country: 'SA',
  },
};

export const TEST_BUYER: ZatcaBuyer = {
  name: 'شركة نماذج فاتورة المحدودة',
  vatNumber: '399999999800003',
  crNumber: '',
  street: 'صلاح الدين',
  additionalStreet: '',
  buildingNumber: '1111',
  plotIdentification: '',
  district: 'المروج',
  city: 'الرياض',
  postalCode: '12222',
  countrySubentity: '',
  country: 'SA',
};

/** A line priced VAT-inclusive (halalas) with a discount percent, by Sanad's rules. */
export function testLine(
  name: string,
  unitPrice: number,
  quantity: number,
  discount = 0,
): ZatcaLine {
  const l = computeLine(unitPrice, quantity, discount);
  return {
    name,
    quantity,
    unit: 'حبة',
    lineExtension: l.lineExtension,
    tax: l.tax,
    total: l.total,
    taxPercent: VAT_RATE_PERCENT,
  };
}

/** An invoice input with defaults for everything a test does not vary. */
export function testInvoice(
  over: Partial<ZatcaInvoiceInput> & { paymentMeansCode?: PaymentMeansCode },
): ZatcaInvoiceInput {
  return {
    kind: 'simplified',
    number: 1,
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    issueDate: '2026-11-25',
    issueTime: '21:30:05',
    icv: 1,
    pih: FIRST_PIH,
    paymentMeansCode: '10',
    seller: TEST_SELLER,
    buyer: null,
    lines: [testLine('قهوة عربية', 1150, 2), testLine('Croissant كرواسون', 799, 3, 10)],
    ...over,
  };
}
