/**
 * The collection module's public entry (docs/architecture.md, Modules; decision 0040): receipt
 * vouchers of credit invoices and a client's account (invoices, settlements, payments).
 */
export {
  amountHalalas,
  clientAccount,
  collectInvoice,
  invoicePayments,
  toVoucherView,
  type Collected,
} from './service';
export { cashReceiptsRoutes } from './routes';
