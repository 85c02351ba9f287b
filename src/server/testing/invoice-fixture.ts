/**
 * A realistic simplified tax invoice of mengusha (مطعم ومشويات منقوشة) for the document tests and
 * previews. Not used by the application. Amounts follow decision 0006: VAT-inclusive prices in
 * halalas, before-VAT = round half up of total × 100 / 115, VAT = total − before-VAT.
 */
import type { InvoiceDocument } from '../documents/types';

type Line = InvoiceDocument['lines'][number];

/** ZATCA phase-1 TLV (tags 1–5, lengths in UTF-8 bytes), base64. */
export function tlvBase64(values: string[]): string {
  const parts = values.map((value, i) => {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** One invoice line from a VAT-inclusive unit price (halalas) and the cart discount percent. */
export function line(name: string, quantity: number, unitPrice: number, discountPercent = 0): Line {
  const gross = unitPrice * quantity;
  const discount = Math.round((gross * discountPercent) / 100);
  const total = gross - discount;
  const lineExtension = Math.round((total * 100) / 115);
  return { name, quantity, unitPrice, discount, lineExtension, tax: total - lineExtension, total };
}

const MENU: Array<[string, number]> = [
  ['شاورما دجاج عربي', 1800],
  ['مشاوي مشكلة كيلو مع الخبز والمقبلات', 9500],
  ['منقوشة زعتر بالجبنة', 700],
  ['بيبسي 330 مل', 300],
  ['كباب لحم (نفر)', 3200],
  ['فطيرة سبانخ', 450],
  ['حمص بالطحينة', 1200],
  ['عصير برتقال طازج', 1000],
];

/**
 * The fixture invoice: `lineCount` lines cycling through the menu (4 by default), totals summed
 * from the lines, QR over the Arabic seller name, VAT number, Riyadh timestamp, total and VAT.
 */
export function invoiceFixture(
  opts: {
    lineCount?: number;
    discountPercent?: number;
    buyer?: boolean;
    kind?: InvoiceDocument['kind'];
  } = {},
): InvoiceDocument {
  const discountPercent = opts.discountPercent ?? 0;
  const lines = Array.from({ length: opts.lineCount ?? 4 }, (_, i) => {
    const [name, price] = MENU[i % MENU.length] as [string, number];
    return line(name, (i % 3) + 1 + (i === 0 ? 1 : 0), price, discountPercent);
  });
  const sum = (pick: (l: Line) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const taxInclusive = sum((l) => l.total);
  const tax = sum((l) => l.tax);
  const sellerNameAr = 'مطعم ومشويات منقوشة';
  const vatNumber = '300075588700003';
  const money = (h: number) => (h / 100).toFixed(2);
  return {
    kind: opts.kind ?? 'simplified',
    seller: {
      nameAr: sellerNameAr,
      nameEn: 'Manqousha Restaurant & Grills',
      vatNumber,
      crNumber: '1010456789',
      address: {
        street: 'طريق الملك فهد',
        buildingNumber: '2451',
        district: 'حي العليا',
        city: 'الرياض',
        postalCode: '12214',
        country: 'SA',
      },
      logo: null,
    },
    buyer: opts.buyer
      ? {
          name: 'شركة الأفق للتجارة',
          vatNumber: '310122393500003',
          crNumber: '4030123456',
          city: 'جدة',
          address: 'شارع التحلية 7421، حي الروضة، جدة 23432، منطقة مكة المكرمة',
        }
      : null,
    number: 1234,
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    issueDate: '2026-11-22',
    issueTime: '14:05:09',
    paymentMeansCode: '10',
    employeeName: 'أحمد الكاشير',
    discountPercent,
    lines,
    discountTotal: sum((l) => l.discount),
    taxExclusive: sum((l) => l.lineExtension),
    tax,
    taxInclusive,
    qrBase64: tlvBase64([
      sellerNameAr,
      vatNumber,
      '2026-11-22T11:05:09Z',
      money(taxInclusive),
      money(tax),
    ]),
  };
}

/**
 * A restaurant sale (decision 0056) on the fixture invoice: dine-in at table 5, a line with its
 * choices in the name and the rest in its note, paid 20.00 in cash and the rest by mada, 50.00
 * tendered (change 30.00).
 */
export function restaurantFixture(): InvoiceDocument {
  const doc = invoiceFixture({ lineCount: 3 });
  doc.lines[0]!.name = 'شاورما دجاج عربي (بدون بصل، ثوم إضافي)';
  doc.lines[0]!.note = 'صوص: حار، خبز: صاج، مخلل إضافي';
  doc.order = {
    type: 'dine_in',
    table: '5',
    delivery: { name: '', phone: '', address: '', reference: '' },
  };
  doc.payments = [
    { code: '10', amount: 2000 },
    { code: '48', amount: doc.taxInclusive - 2000 },
  ];
  doc.cashTendered = 5000;
  return doc;
}
