import { z } from 'zod';

/**
 * One line of an invoice view's `Creditable` (decision 0034): `ID` = the line number, the pieces a
 * credit note may still return, and what they still amount to in SAR — gross, discount, total with
 * VAT, net and VAT: the original line minus earlier credit notes (src/domain/notes.ts
 * remainingLines) — so a client prices a return exactly as the server will (decision 0052).
 */
export const creditableLine = z.object({
  ID: z.number(),
  Quantity: z.number(),
  PriceAmount: z.number(),
  AmountDiscount: z.number(),
  RoundingAmount: z.number(),
  LineExtensionAmount: z.number(),
  TaxAmount: z.number(),
});
