// The orders module (quotations, decision 0019): what other modules may use — reading a
// quotation and its lines (a sale order made from one, decision 0069).
export {
  findOrderByUuid as findQuotationByUuid,
  listOrderLines as listQuotationLines,
  type OrderLineRow as QuotationLineRow,
  type OrderRow as QuotationRow,
} from './repository';
