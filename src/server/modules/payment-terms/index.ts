// The payment terms module (decision 0068): a business's terms and resolving a body's term.
export { paymentTermsRoutes } from './routes';
export {
  clientPaymentTermId,
  listPaymentTerms,
  paymentTermById,
  paymentTermByUuid,
  resolvePaymentTerm,
  toPaymentTermView,
  type PaymentTermRow,
} from './service';
