import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { riyadhDate } from '../../../domain/riyadh-time';
import type {
  SupplierPaymentBody,
  SupplierPaymentsAnswer,
} from '../../../domain/schemas/payment-terms';
import type { AppContext, SessionUser } from '../../context';
import { exactInteger } from '../../db/exact-numbers';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { insertPayment, nextPaymentNumber, paymentsOf } from './payments-repository';
import { findPurchaseByUuid, type PurchaseRow } from './repository';

async function answer(
  db: DbOrTrx,
  businessId: number,
  p: PurchaseRow,
): Promise<SupplierPaymentsAnswer> {
  const rows = await paymentsOf(db, businessId, p.id);
  const paid = rows.reduce((s, r) => s + exactInteger(r.amount, 'amount'), 0);
  const total = exactInteger(p.total, 'total');
  return {
    payments: rows.map((r) => ({
      UUID: r.uuid,
      Number: r.number,
      IssueDate: r.issue_date,
      PaymentMeansCode: r.payment_means_code,
      Amount: halalasToSar(exactInteger(r.amount, 'amount')),
      note: r.note,
      EmployeeName: r.employee_name,
    })),
    Total: halalasToSar(total),
    PaidAmount: halalasToSar(paid),
    OutstandingAmount: halalasToSar(Math.max(0, total - paid)),
    DueDate: p.due_date ?? riyadhDate(Number(p.date) * 1000),
  };
}

/**
 * GET purchases/{UUID}/payments (decision 0068): the purchase's supplier payments (payment
 * vouchers), its total, what is paid and still owed (SAR), its due date (Riyadh; the purchase
 * date when it has none).
 * @throws AppError not_found (404).
 */
export async function purchasePayments(ctx: AppContext, business: BusinessRow, uuid: string) {
  const p = await findPurchaseByUuid(ctx.db, business.id, uuid);
  if (!p) throw new AppError('not_found');
  return answer(ctx.db, business.id, p);
}

/**
 * POST purchases/{UUID}/payments (decision 0068): a payment voucher to the purchase's supplier,
 * numbered per business from 1, Riyadh date of now, audited. Runs under the business's counter
 * lock (moneyTransaction), so two payments at once never pay more than is owed.
 * @throws AppError not_found (404); purchase_already_paid (409) when nothing is owed;
 *   supplier_payment_exceeds_owed (409) for more than is still owed.
 */
export async function payPurchase(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: SupplierPaymentBody,
): Promise<SupplierPaymentsAnswer> {
  return moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const p = await findPurchaseByUuid(trx, business.id, uuid);
    if (!p) throw new AppError('not_found');
    const before = await answer(trx, business.id, p);
    const owed = sarToHalalas(before.OutstandingAmount);
    const amount = sarToHalalas(body.amount);
    if (owed <= 0) throw new AppError('purchase_already_paid');
    if (amount > owed) throw new AppError('supplier_payment_exceeds_owed');
    const now = ctx.now();
    const paymentUuid = randomUUID();
    await insertPayment(trx, {
      uuid: paymentUuid,
      business_id: business.id,
      number: await nextPaymentNumber(trx, business.id),
      purchase_id: p.id,
      supplier_id: p.supplier_id,
      paid_at: now,
      issue_date: riyadhDate(now),
      payment_means_code: body.PaymentMeansCode,
      amount,
      note: body.note,
      employee_name: actor.username,
      user_id: actor.id,
    });
    await auditAction(trx, { at: now, actor, business }, 'supplier_payment.create', paymentUuid, {
      purchase: uuid,
      amount,
    });
    return answer(trx, business.id, p);
  });
}

/** True when the business's purchase has a supplier payment (then it cannot be deleted). */
export async function hasSupplierPayments(db: DbOrTrx, businessId: number, purchaseId: number) {
  return (await paymentsOf(db, businessId, purchaseId)).length > 0;
}
