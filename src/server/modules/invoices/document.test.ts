import { describe, expect, it } from 'vitest';
import { defaultBusinesses } from '../businesses/seed';
import { buildInvoiceDocument } from './document';
import type { InvoiceRow, NewInvoiceLine } from './repository';

const mengusha = defaultBusinesses(0).find((b) => b.key === 'mengusha')!;

const invoice: InvoiceRow = {
  id: 9,
  uuid: '6f1c2a44-1b7e-4c1e-9d3a-2f4b5c6d7e8f',
  business_id: 17,
  number: 42,
  issued_at: Date.UTC(2026, 10, 22, 20, 30),
  issue_date: '2026-11-22',
  issue_time: '23:30:00',
  invoice_type_code: '388',
  profile_id: 'reporting:1.0',
  payment_means_code: '42',
  order_reference_id: 1795379400,
  order_id: null,
  employee_name: 'amal',
  user_id: 2,
  customer_registration_name: '',
  customer_city_name: '',
  customer_vat: '',
  invoice_subtype: '0200000',
  customer_crn: '',
  customer_street_name: '',
  customer_additional_street_name: '',
  customer_building_number: '',
  customer_plot_identification: '',
  customer_city_subdivision_name: '',
  customer_postal_zone: '',
  customer_country_subentity: '',
  customer_country: '',
  customer_party_identification_scheme: '',
  customer_party_identification: '',
  client_id: null,
  discount_percent: 10,
  allowance_total_amount: 100,
  tax_exclusive_amount: 783,
  tax_amount: 117,
  tax_inclusive_amount: 900,
  qr: 'AQ==',
  image_path: null,
  created_at: 0,
  billing_reference_invoice_id: null,
  till_id: null,
  shift_id: null,
  instruction_note: '',
  order_type: null,
  order_table: '',
  delivery_name: '',
  delivery_phone: '',
  delivery_address: '',
  delivery_reference: '',
  cash_tendered: null,
  payment_term_id: null,
  due_date: null,
};
const line = (no: number, name: string): NewInvoiceLine => ({
  line_no: no,
  product_id: no,
  item_name: name,
  quantity: 1,
  unit_price: 500,
  gross_amount: 500,
  amount_discount: 50,
  line_extension_amount: 391,
  tax_amount: 59,
  rounding_amount: 450,
  unit_code: 'حبة',
  tax_percent: 15,
});

describe('buildInvoiceDocument', () => {
  it('maps a POS invoice to a simplified tax invoice document in halalas, lines in order', () => {
    const doc = buildInvoiceDocument(mengusha, invoice, [line(2, 'شاي'), line(1, 'قهوة')], null);
    expect(doc).toMatchObject({
      kind: 'simplified',
      buyer: null,
      number: 42,
      issueDate: '2026-11-22',
      issueTime: '23:30:00',
      paymentMeansCode: '42',
      employeeName: 'amal',
      discountPercent: 10,
      discountTotal: 100,
      taxExclusive: 783,
      tax: 117,
      taxInclusive: 900,
      qrBase64: 'AQ==',
    });
    expect(doc.seller).toMatchObject({
      nameAr: mengusha.name_ar,
      vatNumber: mengusha.vat_number,
      crNumber: mengusha.cr_number,
      logo: null,
    });
    expect(doc.seller.address.city).toBe(mengusha.city);
    expect(doc.lines.map((l) => l.name)).toEqual(['قهوة', 'شاي']);
    expect(doc.lines[0]).toEqual({
      name: 'قهوة',
      quantity: 1,
      unitPrice: 500,
      discount: 50,
      lineExtension: 391,
      tax: 59,
      total: 450,
      vat: { category: 'S', percent: 15, exemptionCode: '' },
    });
  });

  it('a standard invoice (subtype 0100000) prints the buyer block with CRN and address', () => {
    const withBuyer = {
      ...invoice,
      invoice_subtype: '0100000',
      customer_registration_name: 'شركة الريم',
      customer_vat: '310000000000003',
      customer_crn: '4030123456',
      customer_street_name: 'شارع التحلية',
      customer_building_number: '7421',
      customer_city_subdivision_name: 'حي الروضة',
      customer_city_name: 'جدة',
      customer_postal_zone: '23432',
      customer_country_subentity: 'منطقة مكة المكرمة',
    };
    const logo = Buffer.from('png');
    const doc = buildInvoiceDocument(mengusha, withBuyer, [], logo);
    expect(doc.kind).toBe('standard');
    expect(doc.buyer).toEqual({
      name: 'شركة الريم',
      vatNumber: '310000000000003',
      crNumber: '4030123456',
      city: 'جدة',
      address: 'شارع التحلية 7421، حي الروضة، جدة 23432، منطقة مكة المكرمة',
    });
    expect(doc.seller.logo).toBe(logo);
  });
});
