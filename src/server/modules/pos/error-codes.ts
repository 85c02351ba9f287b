import { VALIDATION_FAILED_422, type DeclaredError } from '../../http/error-responses';

/**
 * The refusals of a sale beyond the common ones (decision 0060): the cart and its totals
 * (pricing rules, limits), the payment (split payment, cash tendered), a restaurant's modifiers,
 * the till and shift (decision 0055), the invoice's QR and ZATCA signing, and a restaurant's
 * order type fields (validation_failed 422). Listed in the OpenAPI
 * document of every route that sells: POST orderpos, a held order's pay and split.
 */
export const SALE_ERROR_CODES = [
  'empty_cart',
  'duplicate_line',
  'unknown_product',
  'payment_means_not_enabled',
  'totals_mismatch',
  'mixed_vat_reasons',
  'invoice_total_too_large',
  'qr_value_too_long',
  'idempotency_key_reused',
  'modifier_required',
  'modifier_choices',
  'unknown_modifier',
  'payment_parts_mismatch',
  'cash_tendered_short',
  // An order type or table sent to a trading business's counter (decision 0056).
  'restaurant_only',
  'shift_required',
  'insufficient_stock',
  'till_archived',
  'zatca_document_invalid',
  'zatca_not_onboarded',
  'zatca_certificate_expired',
  'zatca_key_unreadable',
  VALIDATION_FAILED_422,
] as const satisfies readonly DeclaredError[];
