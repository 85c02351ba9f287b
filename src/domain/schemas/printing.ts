import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors';
import { PG_INTEGER_MAX } from '../limits';
import { businessParam } from './common';

/**
 * Path of GET {business}/getinvpng/{ID}.png and printinvo/{ID}.png: the business key and the
 * invoice number `ID`, a positive integer that fits PostgreSQL's integer; anything else is a 400
 * naming the field (decision 0018).
 */
export const receiptParams = businessParam.extend({
  ID: z.coerce
    .number({ error: FIELD_MESSAGES.invoiceNumberInvalid })
    .int({ error: FIELD_MESSAGES.invoiceNumberInvalid })
    .positive({ error: FIELD_MESSAGES.invoiceNumberInvalid })
    .max(PG_INTEGER_MAX, { error: FIELD_MESSAGES.invoiceNumberInvalid })
    .describe('the invoice number'),
});

/** What a print on the thermal printer answers (a receipt, a shift's X/Z report). */
export const printAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  printer: z.string().describe('host:port of the printer'),
  width: z.number().describe('printed width in dots (576 on 80 mm paper, 384 on 58 mm)'),
  height: z.number().describe('printed height in dots (8 per mm)'),
});
