// The credit/debit note actions of the invoice view (decision 0034) in jsdom: who sees
// them, the credit form's checks (reason, a quantity, the confirmation), what it posts (the
// returned pieces by line number, one Idempotency-Key per opened form), the new note's view after
// success, and a note shown with its own title, its original and positive amounts.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const SALE = '00000000-0000-4000-8000-0000000000b1';
const NOTE = '00000000-0000-4000-8000-0000000000b2';

const line = (ID: number, ItemName: string, qty: number, total: number) => ({
  ID,
  ItemName,
  InvoicedQuantity: qty,
  QuantityUnitCode: 'حبة',
  Price: Math.abs(total / qty),
  PriceAmount: total,
  AmountDiscount: 0,
  RoundingAmount: total,
  LineExtensionAmount: Math.round((total / 1.15) * 100) / 100,
  TaxAmount: Math.round((total - total / 1.15) * 100) / 100,
  TaxPercent: 15,
  TaxCategory: 'S' as const,
  TaxExemptionReasonCode: '',
});

const left = (total: number, net: number, vat: number) => ({
  PriceAmount: total,
  AmountDiscount: 0,
  RoundingAmount: total,
  LineExtensionAmount: net,
  TaxAmount: vat,
});

function invoice(patch: Partial<InvoiceView>): InvoiceView {
  return {
    UUID: SALE,
    ID: 7,
    Invid: 7,
    ProfileID: 'reporting:1.0',
    InvoiceTypeCode: '388',
    InvoiceTypeCodeName: '0200000',
    InvoiceKind: 'simplified',
    IssueDate: '2026-11-25',
    IssueTime: '10:00:00',
    DocumentCurrencyCode: 'SAR',
    TaxCurrencyCode: 'SAR',
    PaymentMeansCode: '10',
    OrderReferenceID: 41,
    OrderID: null,
    EmployeeName: 'cashier1',
    CustomerRegistrationName: '',
    CustomerCityName: '',
    CustomerVAT: '',
    CustomerCRN: '',
    CustomerStreetName: '',
    CustomerAdditionalStreetName: '',
    CustomerBuildingNumber: '',
    CustomerPlotIdentification: '',
    CustomerCitySubdivisionName: '',
    CustomerPostalZone: '',
    CustomerCountrySubentity: '',
    CustomerCountry: '',
    DiscountPercent: 0,
    AllowanceTotalAmount: 0,
    TaxExclusiveAmount: 26.92,
    TaxAmount: 4.04,
    TaxInclusiveAmount: 30.96,
    PayableAmount: 30.96,
    PaidAmount: 30.96,
    OutstandingAmount: 0,
    InvoiceLine: [line(1, 'شاورما', 2, 23), line(2, 'شاي', 4, 7.96)],
    QR: 'AQ==',
    ZATCA: null,
    BillingReference: null,
    InstructionNote: '',
    Notes: [],
    // What remains as the server states it: line 2 had 1 of its 4 pieces credited already.
    Creditable: [
      { ID: 1, Quantity: 2, ...left(23, 20, 3) },
      { ID: 2, Quantity: 3, ...left(5.97, 5.19, 0.78) },
    ],
    ...patch,
  };
}

const creditNote = invoice({
  UUID: NOTE,
  ID: 8,
  InvoiceTypeCode: '381',
  TaxExclusiveAmount: -1.73,
  TaxAmount: -0.26,
  TaxInclusiveAmount: -1.99,
  InvoiceLine: [line(1, 'شاي', -1, -1.99)],
  BillingReference: { ID: 7, UUID: SALE },
  InstructionNote: 'الشاي بارد',
  Creditable: [],
});

function open(role: 'admin' | 'manager' | 'casher', path = `/mengusha/invoices/view/${SALE}`) {
  return renderApp(
    path,
    {
      'GET /businesses/mengusha': {
        body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', role }),
      },
      [`GET /mengusha/invoices/${SALE}`]: { body: { invoice: invoice({}), qr: 'AA==', logo: '' } },
      [`GET /mengusha/invoices/${NOTE}`]: { body: { invoice: creditNote, qr: 'AA==', logo: '' } },
      [`POST /mengusha/invoices/${SALE}/creditnotes`]: {
        status: 201,
        body: { UUID: NOTE, ID: 8, InvoiceTypeCode: '381' },
      },
    },
    role,
  );
}

describe('credit note from the invoice view', () => {
  it('checks the reason, a quantity and the confirmation, posts once and opens the note', async () => {
    const { sent, router } = open('manager');
    fireEvent.click(await screen.findByTestId('invoice-credit-note'));
    fireEvent.click(await screen.findByTestId('note-submit'));
    expect(await screen.findByText('اكتب سبب الإشعار')).toBeTruthy();
    fireEvent.change(screen.getByTestId('note-reason'), { target: { value: 'الشاي بارد' } });
    fireEvent.click(screen.getByTestId('note-submit'));
    expect((await screen.findByTestId('note-error')).textContent).toBe(
      'اختر كمية صنف واحد على الأقل',
    );
    fireEvent.change(screen.getByTestId('credit-qty-2'), { target: { value: '1' } });
    // The exact total, as the server will issue it: 1 of the 3 pieces left at 5.97.
    expect(screen.getByTestId('note-total').textContent).toBe(
      'إجمالي الإشعار شامل الضريبة1.99 ر.س',
    );
    fireEvent.click(screen.getByTestId('note-submit'));
    expect((await screen.findByTestId('note-error')).textContent).toBe('أكّد الإصدار أولاً');
    fireEvent.click(screen.getByTestId('note-confirm'));
    fireEvent.click(screen.getByTestId('note-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/mengusha/invoices/view/${NOTE}`),
    );
    const posts = sent.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      Reason: 'الشاي بارد',
      InvoiceLine: [{ ID: 2, InvoicedQuantity: 1 }],
    });
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('invoice-title').textContent).toBe('إشعار دائن'));
  });

  it('on a device that is a till, the note carries the till (its cash refund is that shift’s)', async () => {
    localStorage.setItem('sanad.pos.till.mengusha', '4');
    const { sent } = open('manager');
    fireEvent.click(await screen.findByTestId('invoice-credit-note'));
    fireEvent.change(await screen.findByTestId('note-reason'), { target: { value: 'مرتجع' } });
    fireEvent.change(screen.getByTestId('credit-qty-2'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('note-confirm'));
    fireEvent.click(screen.getByTestId('note-submit'));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')!.body).toMatchObject({ tillId: 4 });
    localStorage.removeItem('sanad.pos.till.mengusha');
  });

  it('a casher sees neither action', async () => {
    open('casher');
    await screen.findByTestId('invoice-title');
    expect(screen.queryByTestId('invoice-credit-note')).toBeNull();
    expect(screen.queryByTestId('invoice-debit-note')).toBeNull();
  });

  it('a credit note: its title, its original and reason, amounts printed positive, no actions', async () => {
    open('admin', `/mengusha/invoices/view/${NOTE}`);
    expect((await screen.findByTestId('invoice-title')).textContent).toBe('إشعار دائن');
    expect(screen.getByTestId('note-original').textContent).toContain('فاتورة رقم 7');
    expect(screen.getByTestId('invoice-instruction-note').textContent).toContain('الشاي بارد');
    expect(document.body.textContent).toContain('1.99');
    expect(document.body.textContent).not.toContain('-1.99');
    expect(screen.queryByTestId('invoice-credit-note')).toBeNull();
  });
});
