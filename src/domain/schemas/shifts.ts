import { z } from 'zod';
import { DENOMINATION_KEYS } from '../denominations';
import { PG_INTEGER_MAX } from '../limits';
import { printerAddressField } from './businesses';
import { positiveId, requiredText, sarAmount, secretText } from './common';

/**
 * Tills and shifts on the wire (decision 0055), all under the business scope
 * `/api/v1/{business}/...`. Amounts are SAR numbers with two decimals (halalas in the database);
 * times are ISO 8601 UTC strings (screens and documents show them in Riyadh time); a business day
 * is a Riyadh calendar date.
 *
 * Routes (permission in brackets; `shifts.own` = casher, sales, manager, admin; `shifts.manage` and
 * `tills.manage` = manager, admin):
 * - GET    tills                         [shifts.own]   → tillsAnswer (archived ones with ?archived=1)
 * - POST   tills                  tillBody              [tills.manage] → 201 tillAnswer
 * - PUT    tills/{tillId}         tillUpdateBody        [tills.manage] → tillAnswer
 *          (archiving a till with an open shift: 409 till_has_open_shift)
 * - GET    tills/{tillId}/shift                         [shifts.own]   → currentShiftAnswer
 * - POST   tills/{tillId}/shift   openShiftBody         [shifts.own]   → 201 shiftAnswer
 *          (409 shift_already_open, the message naming who holds it; archived till: 409 till_archived)
 * - POST   shifts/{shiftId}/movements  cashMovementBody [shifts.own, own open shift] → 201 movementAnswer
 * - GET    shifts/{shiftId}/report                      [shifts.own own / shifts.manage] → zReportAnswer
 *          (an open shift: its X report, closes nothing; a closed one: its Z report)
 * - POST   shifts/{shiftId}/close closeShiftBody        [shifts.own own] → closeShiftAnswer
 *          The first count stands (blind): it is stored and answered with the comparison. When
 *          |over/short| > the business's shiftDifferenceLimit and no valid `approval` came, the
 *          answer is 409 shift_approval_required with `details: closeComparison`, the shift stays
 *          open; a second call with `approval` (a manager or admin of this business signing in on the
 *          same screen) closes it. A recount (a count different from the stored one) needs approval.
 *          A second close of a closed shift: 409 shift_closed.
 * - POST   shifts/{shiftId}/force-close                  [shifts.manage] → closeShiftAnswer (counted later)
 * - POST   shifts/{shiftId}/count     lateCountBody     [shifts.manage] → closeShiftAnswer
 *          (a force-closed shift's count, entered once; 409 shift_already_counted after)
 * - GET    shifts?shiftListQuery                        [shifts.own: own only / shifts.manage: all] → shiftListAnswer
 * - GET    shifts/export?shiftListQuery&format=xlsx|csv  [shifts.manage] → file
 * - GET    shifts/today                                 [shifts.manage] → shiftsTodayAnswer (the till dashboard)
 * - GET    shifts/{shiftId}                             [as report] → shiftDetailAnswer
 * - GET    shifts/{shiftId}/zreport.png | zreport.pdf   [as report] → image/png (80 mm) | application/pdf (A4)
 * - POST   shifts/{shiftId}/print                       [as report] → { success: true } (the till's
 *          printer, else the business's; 409 printer_not_configured)
 * Reports and lists: ./shift-reports.ts.
 * - POST   orderpos gains an optional `tillId`: the sale records its till and the till's open shift;
 *          when the business's requireShift is on and the till has no open shift (or no tillId):
 *          409 shift_required, no number spent. Credit notes and collections made at the POS take
 *          the same optional `tillId`.
 */

const PIECES_MESSAGE = 'عدد القطع رقم صحيح من 0 فأكثر';

/** A count by denomination (src/domain/denominations.ts): known keys only, whole pieces ≥ 0. */
export const denominationCount = z
  // partialRecord: zod 4's record over an enum requires every key; a count names only what it has.
  .partialRecord(
    z.enum(DENOMINATION_KEYS as [string, ...string[]], { error: 'فئة نقدية غير معروفة' }),
    z
      .number({ error: PIECES_MESSAGE })
      .int({ error: PIECES_MESSAGE })
      .min(0, { error: PIECES_MESSAGE })
      .max(100_000, { error: PIECES_MESSAGE }),
  )
  .describe('pieces counted per denomination key (n500 … c001); a missing key counts 0');

/** Cash counted: by denomination (`count`, which gives the amount) or an `amount` alone. */
const countedCash = {
  count: denominationCount.optional(),
  amount: sarAmount.optional().describe('SAR; used only when no count is given'),
};
const COUNT_NEEDED = 'أدخل العدّ حسب الفئات أو المبلغ';
const hasCount = (b: { count?: unknown; amount?: unknown }) =>
  b.count !== undefined || b.amount !== undefined;

/** POST/PUT tills body. */
export const tillBody = z.object({
  name: requiredText(60, 'اسم نقطة البيع مطلوب'),
  printerAddress: printerAddressField
    .optional()
    .describe("this till's thermal printer host:port; null/'' = the business's printer"),
});
export const tillUpdateBody = tillBody.partial().extend({ archived: z.boolean().optional() });
export type TillBody = z.input<typeof tillBody>;
export type TillUpdateBody = z.input<typeof tillUpdateBody>;

/**
 * The optional `tillId` of a sale (orderpos), a credit/debit note or a collection made at the POS:
 * the document records the till and its open shift (decision 0055).
 */
export const optionalTillId = positiveId('رقم نقطة البيع غير صالح')
  .optional()
  .describe('the till the document is made at; it records the till and its open shift');

/** A path id: the path's text coerced to a positive integer that fits PostgreSQL's integer. */
export const pathId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(PG_INTEGER_MAX, { error: message });
export const tillParams = z.object({ tillId: pathId('رقم نقطة البيع غير صالح') });
export const shiftParams = z.object({ shiftId: pathId('رقم الوردية غير صالح') });

/** A person as a shift names them. */
export const person = z.object({ id: z.number(), name: z.string() });

/** A shift as lists and headers show it. */
export const shiftSummary = z.object({
  id: z.number(),
  tillId: z.number(),
  tillName: z.string(),
  cashier: person,
  state: z.enum(['open', 'closed']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Riyadh date the shift opened on. */
  businessDay: z.string(),
  /** Open and its business day (Riyadh) is over. */
  pastBusinessDay: z.boolean(),
  /** Closed by a manager without the cashier's count. */
  forced: z.boolean(),
  /** Z number, per till without gaps; null while open. */
  zNumber: z.number().nullable(),
  openingFloat: z.number(),
  expectedCash: z
    .number()
    .nullable()
    .describe('null while open and for a listing the cashier may not see'),
  countedCash: z.number().nullable(),
  /** counted − expected: negative short, positive over; null until counted. */
  overShort: z.number().nullable(),
  salesCount: z.number(),
  salesTotal: z.number().describe('TaxInclusiveAmount of its invoices, SAR'),
});
export type ShiftSummary = z.infer<typeof shiftSummary>;

export const tillView = z.object({
  id: z.number(),
  name: z.string(),
  archived: z.boolean(),
  printerAddress: z.string().nullable(),
  /** Last Z number given on this till (0: none yet). */
  lastZNumber: z.number(),
  openShift: shiftSummary.nullable(),
});
export type TillView = z.infer<typeof tillView>;
export const tillsAnswer = z.object({ tills: z.array(tillView) });
export const tillAnswer = z.object({ success: z.literal(true), till: tillView });
export const currentShiftAnswer = z.object({ shift: shiftSummary.nullable() });

/** POST tills/{tillId}/shift: the opening float, counted or as an amount. */
export const openShiftBody = z
  .object(countedCash)
  .refine(hasCount, { error: COUNT_NEEDED, path: ['count'] });
export type OpenShiftBody = z.input<typeof openShiftBody>;
export const shiftAnswer = z.object({ success: z.literal(true), shift: shiftSummary });

/** POST shifts/{shiftId}/movements: paid-in (`in`) or paid-out (`out`). */
export const cashMovementBody = z.object({
  direction: z.enum(['in', 'out'], { error: 'اختر إيداعاً أو سحباً' }),
  amount: sarAmount.refine((v) => v > 0, { error: 'المبلغ أكبر من صفر' }),
  reason: requiredText(200, 'اذكر السبب'),
});
export type CashMovementBody = z.input<typeof cashMovementBody>;
export const cashMovementView = z.object({
  id: z.number(),
  direction: z.enum(['in', 'out']),
  amount: z.number(),
  reason: z.string(),
  at: z.string(),
  by: person,
});
export type CashMovementView = z.infer<typeof cashMovementView>;
export const movementAnswer = z.object({ success: z.literal(true), movement: cashMovementView });

/** A manager's or admin's approval given on the closing screen. */
export const shiftApproval = z.object({
  username: requiredText(64, 'اسم المستخدم مطلوب'),
  password: secretText(1, 'كلمة المرور مطلوبة'),
});

/** POST shifts/{shiftId}/close. */
export const closeShiftBody = z
  .object({
    ...countedCash,
    cardBatchTotal: sarAmount.optional().describe("the card terminal's batch total, SAR"),
    approval: shiftApproval.optional(),
  })
  .refine(hasCount, { error: COUNT_NEEDED, path: ['count'] });
export type CloseShiftBody = z.input<typeof closeShiftBody>;

/** POST shifts/{shiftId}/count (a force-closed shift, counted later). */
export const lateCountBody = z
  .object({ ...countedCash, cardBatchTotal: sarAmount.optional() })
  .refine(hasCount, { error: COUNT_NEEDED, path: ['count'] });

/** What the blind count is compared with (also the `details` of 409 shift_approval_required). */
export const closeComparison = z.object({
  expectedCash: z.number(),
  countedCash: z.number(),
  overShort: z.number(),
  /** The business's limit above which a manager approves, SAR. */
  limit: z.number(),
  needsApproval: z.boolean(),
});
export type CloseComparison = z.infer<typeof closeComparison>;
