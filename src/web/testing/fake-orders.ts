// Fixtures for the quotation screen tests (jsdom): orders as GET orders answers them.
import type { OrderView } from '../../domain/schemas/orders';

/** A pending credit quotation #41 of two lines (34.50 + 23.31 = 57.81), with `patch` applied. */
export function fakeOrder(patch: Partial<OrderView> = {}): OrderView {
  return {
    ID: 41,
    OrderReferenceID: 41,
    UUID: '00000000-0000-4000-8000-000000000041',
    State: 'pending',
    IssueDate: '2026-11-25',
    IssueTime: '10:00:00',
    Customer: {
      UUID: '00000000-0000-4000-8000-0000000000c1',
      RegistrationName: 'مؤسسة البحر للتجارة',
      VAT: '300000000000003',
      CityName: 'جدة',
      CitySubdivisionName: 'الحمراء',
    },
    Supplier: {
      UUID: null,
      RegistrationName: 'مؤسسة كبريت',
      VAT: '300000000000003',
      CRN: '1010000000',
      CityName: 'الرياض',
      CitySubdivisionName: 'العليا',
    },
    EmployeeName: 'sales1',
    InvoiceLine: [line(1, 1, 'قهوة عربية', 11.5, 3, false), line(2, 2, 'تمر سكري', 3.33, 7, false)],
    InvoiceTypeCode: '388',
    Delhivery: '0',
    PaymentMeansCode: '24',
    DiscountPercent: 0,
    AllowanceTotalAmount: 0,
    TaxExclusiveAmount: 50.27,
    TaxAmount: 7.54,
    TaxInclusiveAmount: 57.81,
    PrepaidAmount: 0,
    PayableAmount: 57.81,
    Invoice: null,
    ...patch,
  };
}

function line(
  LineNo: number,
  ID: number,
  ItemName: string,
  Price: number,
  InvoicedQuantity: number,
  Negotiated: boolean,
): OrderView['InvoiceLine'][number] {
  const total = Math.round(Price * InvoicedQuantity * 100) / 100;
  return {
    ID,
    LineNo,
    ItemName,
    InvoicedQuantity,
    QuantityUnitCode: 'حبة',
    Price,
    PriceAmount: total,
    AmountDiscount: 0,
    RoundingAmount: total,
    LineExtensionAmount: 0,
    TaxAmount: 0,
    TaxPercent: 15,
    TaxCategory: 'S',
    TaxExemptionReasonCode: '',
    Negotiated,
  };
}
