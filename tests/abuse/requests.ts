import {
  createCategory,
  createProduct,
  drawImage,
  multipart,
} from '../../src/server/testing/products';
import { createClient, nextVat } from '../../src/server/testing/clients';
import { sell } from '../../src/server/testing/sales';
import type { TestApp } from '../../src/server/testing/test-app';
import type { Req, SuiteClient } from './client';
import { backupUpload } from './backup-uploads';
import { createApiToken } from './api-token-fixtures';
import { BUSINESS_PARAMS } from './expected-access';
import { createSupplier, purchaseMultipart } from '../../src/server/testing/purchases';
import {
  allowSalesWithoutShift,
  freshOrder,
  freshPurchase,
  freshModifierGroup,
  freshTillOrShift,
  type BusinessFixtures,
} from './fixtures';
import { fieldPaths, type Operation } from './openapi';
import { validBody } from './valid-body';
import { DEFAULT_UPLOAD_FIELD, UPLOAD_TEXT_FIELDS } from './uploads';
import { webhookFixture } from './webhook-fixtures';
import { freshHeldOrder, freshStation } from './kitchen-fixtures';
import { defaultWarehouse, freshCount, freshWarehouse } from './stock-fixtures';
import * as terms from './terms-fixtures';
import { freshPurchaseOrder, orderFields } from './purchase-order-fixtures';
import { freshSaleOrder, saleOrderFields, saleOrderParam } from './sale-order-fixtures';

/** A request built for an operation, with the values its path parameters took. */
export interface BuiltReq extends Req {
  params: Record<string, string>;
}

/** A VAT number with valid check digits (mengusha's seed); JSON Schema cannot say what is valid. */
const VALID_VAT = '300075588700003';

interface Context {
  t: TestApp;
  client: SuiteClient;
  admin: string;
  fixtures: Record<string, BusinessFixtures>;
  targetUserUuid: string;
  /** A database backup of the world as it was set up (GET /admin/backupdp/{name}, restoredp). */
  backupName: string;
  /** The multipart field each upload operation reads (learnt by uploadFields), by op name. */
  uploadFields?: ReadonlyMap<string, string>;
}

/**
 * The value of path parameter `name`: the business key, or a resource of business `from` named by
 * the path segment before it (`categories/{UUID}` → a category…). `fresh`: a new one (for DELETE).
 * `earlier`: the parameters already chosen (an address belongs to the `{UUID}` client before it).
 * @throws Error for a parameter it does not know: a new route needs a line here.
 */
async function paramValue(
  ctx: Context,
  op: Operation,
  name: string,
  key: string,
  from: string,
  fresh: boolean,
  earlier: Readonly<Record<string, string>>,
): Promise<string> {
  if ((BUSINESS_PARAMS as readonly string[]).includes(name)) return key;
  const segments = op.path.split('/');
  const f = ctx.fixtures[from]!;
  // `{ID}.png` (getinvpng, printinvo) is a parameter with a suffix in its segment.
  switch (segments[segments.findIndex((s) => s.startsWith(`{${name}}`)) - 1]) {
    case 'categories':
    case 'category':
      return fresh
        ? createCategory(ctx.t, ctx.admin, from, ctx.client.unique('تصنيف'))
        : f.categoryUuid;
    case 'products':
      return fresh
        ? (await createProduct(ctx.t, ctx.admin, from, f.categoryUuid, f.image)).UUID
        : f.productUuid;
    case 'invoices':
      // Collecting uses up a credit invoice: PUT and POST …/payments get a new one each time.
      // (A fuzzed profile update may have turned requireShift on: the fixture sale needs it off.)
      if (op.method === 'PUT' || op.method === 'POST') await allowSalesWithoutShift(ctx.t, from);
      return op.method === 'PUT' || op.method === 'POST'
        ? (
            await sell(ctx.t, ctx.admin, from, {
              PaymentMeansCode: '24',
              InvoiceLine: [{ ID: f.productId, InvoicedQuantity: 1 }],
            })
          ).UUID
        : f.invoiceUuid;
    case 'invoclient':
    case 'kinvclient':
      return f.clientUuid;
    case 'clients':
      // A minimal PUT leaves the client without its national address, and the fixture client's
      // quotations must still approve into tax invoices (decision 0045): PUT gets a new one.
      return fresh || op.method === 'PUT'
        ? (await createClient(ctx.t, ctx.admin, from)).UUID
        : f.clientUuid;
    case 'orders':
      // Approving or deleting uses up an order: those get a new pending one each time.
      return String(
        fresh || op.path.endsWith('/approve')
          ? await freshOrder(ctx.t, ctx.admin, from, f)
          : f.orderReference,
      );
    case 'invoiceoid':
      return String(f.invoiceOrderReference);
    case 'invoicetopng':
    case 'getinvpng':
    case 'printinvo':
      return String(f.invoiceNumber);
    case 'backupdp':
      return ctx.backupName;
    case 'invo':
      // {sig} of an archive image: ignored beside a bearer token; alone, a link that signs no one in.
      return 'not-a-signed-link';
    case 'thumbs':
    case '{sig}':
      return f.archiveName; // {name} of an archive image: the fixture sale's receipt
    case 'suppliers':
      return fresh ? (await createSupplier(ctx.t, ctx.admin, from)).UUID : f.supplierUuid;
    case 'purchases':
      return fresh
        ? (await freshPurchase(ctx.t, ctx.admin, from, f.supplierUuid)).UUID
        : f.purchaseUuid;
    case 'items': // purchases/items/{UUID}
      return f.purchaseUuid;
    case 'sendfile': // purchases/sendfile/{image_path}
      return f.receiptName;
    case 'stock': // stock/{UUID}: a product's threshold
      return f.productUuid;
    case 'ware_houses': // ware_houses/{UUID}: a new one each time (a DELETE removes it)
      return freshWarehouse(ctx.t, ctx.admin, from);
    case 'addresses': // clients/{UUID}/addresses/{ADDRESS}: a new one of that client each time
      return terms.freshClientAddress(ctx.t, ctx.admin, from, earlier.UUID!);
    case 'payment_terms': // payment_terms/{UUID}: a new one each time (a DELETE removes it)
      return terms.freshPaymentTerm(ctx.t, ctx.admin, from);
    case 'stock_counts': // stock_counts/{UUID}: posting uses one up
      return freshCount(ctx.t, ctx.admin, from);
    case 'purchase_orders': // closing needs a partly received order, the rest a draft (0070)
    case 'receive_orders': {
      const partly = op.path.endsWith('/close') || segments.includes('receive_orders');
      const po = await freshPurchaseOrder(ctx.t, ctx.admin, from, f, partly ? 'partly' : 'draft');
      return segments.includes('receive_orders') ? po.receipt! : po.uuid;
    }
    case 'from_sale_order': // purchase_orders/from_sale_order/{UUID}: 100 ordered, fewer on hand
      return (await freshSaleOrder(ctx.t, ctx.admin, from, f, 'draft')).uuid;
    case 'from_quotation':
    case 'sale_orders':
    case 'delivery_orders':
      return saleOrderParam(ctx.t, ctx.admin, from, f, op.path); // decision 0069
    case 'api-tokens': // revoking uses one up: a new token each time
      return (await createApiToken(ctx.t, ctx.admin, from)).uuid;
    case 'users':
      return fresh ? (await ctx.client.createUser(ctx.admin, 'user')).uuid : ctx.targetUserUuid;
    case 'modifiers': // modifiers/{groupId}: archiving or replacing one; a new one each time
      return String(await freshModifierGroup(ctx.t, from, f.productId));
    case 'stations': // kitchen/stations/{stationId}: archiving or replacing one; a new one each time
      return String(await freshStation(ctx.t, from));
    case 'held-orders': // held-orders/{orderId}: paying or cancelling uses one up
      return String((await freshHeldOrder(ctx.t, from, f.productId)).orderId);
    case 'lines': // kitchen/lines/{lineId}
      return String((await freshHeldOrder(ctx.t, from, f.productId)).lineId);
    case 'tills': // tills/{tillId}
    case 'shifts': // shifts/{shiftId}: closing uses one up, so each call gets a new open shift
      return String(
        await freshTillOrShift(ctx.t, from, segments.includes('shifts') ? op.path : null),
      );
    case 'webhooks': // webhooks/{UUID}; a DELETE gets its own
      return (await webhookFixture(ctx.t, from, fresh)).uuid;
    case 'deliveries': // webhooks/{UUID}/deliveries/{deliveryId}: the same endpoint's delivery
      return String((await webhookFixture(ctx.t, from, false)).deliveryId);
  }
  throw new Error(`no fixture for {${name}} of ${op.name}: teach tests/abuse/requests.ts`);
}

/**
 * Body fields that name data of a business (a category, an uploaded image, a product, a client
 * `Customer.UUID`, a quotation's OrderReferenceID, a purchase `invUUID` and an item's `ProductID`).
 */
export const REFERENCE_FIELDS = [
  'categoryid',
  'image',
  'ID',
  'UUID',
  'OrderReferenceID',
  'invUUID',
  'ProductID',
] as const;

/** Body fields JSON Schema cannot fill: references to fixtures, unique names, valid numbers. */
async function fieldValues(
  ctx: Context,
  op: Operation,
  from: string,
): Promise<Record<string, unknown>> {
  const f = ctx.fixtures[from]!;
  const approving = op.body && fieldPaths(op.body).some((p) => p.at(-1) === 'OrderReferenceID');
  return {
    UUID: f.clientUuid, // Customer.UUID of a quotation
    // The legacy approval (POST invoices) uses up its quotation: a new one every time.
    OrderReferenceID: approving ? await freshOrder(ctx.t, ctx.admin, from, f) : undefined,
    categoryid: f.categoryUuid,
    image: f.image,
    ID: f.productId,
    username: ctx.client.unique('abuse'),
    key: ctx.client.unique('abuse'), // a new business's key (POST /businesses): unique too
    nameAr: ctx.client.unique('منشأة'), // business names are unique (decision 0051)
    password: 'password-123',
    businesses: op.path === '/api/v1/api-tokens' ? [from] : undefined, // a token's businesses
    email: 'abuse@example.com',
    vatNumber: VALID_VAT,
    VAT: nextVat(), // a client's: unique per business, so a new one for every request
    filename: ctx.backupName, // POST /admin/restoredp: the world's backup
    // POST {business}/restore/invoices and restore/invoiceline: a new export of business `from`.
    // A warehouse's name is unique in its business (decision 0067): a new one every request.
    name: op.path.includes('/restore/')
      ? await terms.invoiceExport(ctx.t, ctx.admin, from)
      : op.path.includes('/ware_houses') || op.path.includes('/payment_terms')
        ? ctx.client.unique('abuse')
        : undefined,
    otp: '123456', // POST {business}/zatca/onboarding: six digits, as FATOORA's portal shows
    invUUID: f.purchaseUuid, // POST purchases/items: the items of the fixture purchase
    ProductID: f.productId,
    // POST held-orders/{id}/split: equal parts need no line ids (a split by line names them).
    mode: op.path.endsWith('/split') ? 'equal' : undefined,
    ...(op.path.includes('/purchase_order') || op.path.includes('/receive_orders')
      ? await orderFields(ctx.t, ctx.admin, from, ctx.fixtures[from]!)
      : await saleOrderFields(ctx.t, ctx.admin, from, ctx.fixtures[from]!, op.path)),
    invoice_id: await terms.cashReceiptInvoice(ctx.t, ctx.admin, from, op.path, f.productId), // 0068
    url: 'https://93.184.216.34/hooks', // a webhook endpoint: a public address, never called
    // A count's warehouse, a transfer's two warehouses and products (decision 0067).
    ...(op.path.includes('/stock_')
      ? {
          warehouse: await defaultWarehouse(ctx.t, from),
          from: await defaultWarehouse(ctx.t, from),
          to: op.method === 'POST' ? await freshWarehouse(ctx.t, ctx.admin, from) : undefined,
          product: f.productUuid,
          category: f.categoryUuid,
        }
      : {}),
  };
}

/**
 * The query string of a read whose parameters are required (the OpenAPI paths carry none): a period
 * the route accepts. A new route with a required query needs a line here.
 */
const REQUIRED_QUERY: Record<string, string> = {
  '/api/v1/{business}/purchases/vat': 'start=2026-01-01&end=2026-03-31',
  '/api/v1/{business}/reports/vatreturn': 'year=2026&quarter=1',
};

/**
 * `request(op, key, from)`: a request the operation accepts — path parameters from the fixtures
 * of business `from` (default: `key`), a minimal valid JSON body, or a PNG upload (the field of
 * `uploadFields`, else `image`) for a POST/PUT without a JSON body. `key` is the business the path names (null when it names
 * none). A DELETE gets a fresh target, so that deleting never removes a shared fixture.
 */
export function requestBuilder(
  ctx: Context,
  defaultBusiness: string,
): (op: Operation, key: string | null, from?: string) => Promise<BuiltReq> {
  return async (op, key, from = key ?? defaultBusiness) => {
    const fresh = op.method === 'DELETE';
    const params: Record<string, string> = {};
    for (const p of op.params)
      params[p] = await paramValue(ctx, op, p, key ?? from, from, fresh, params);
    const path = op.params.reduce(
      (u, p) => u.replace(`{${p}}`, encodeURIComponent(params[p]!)),
      op.path,
    );
    const query = REQUIRED_QUERY[op.path];
    const url = query ? `${path}?${query}` : path;
    const base = { method: op.method, url, params };
    if (op.body) {
      const fields = await fieldValues(ctx, op, from);
      return { ...base, headers: {}, payload: validBody(op.body, (n) => fields[n]) as object };
    }
    const backup = await backupUpload(ctx, op.path, key ?? from);
    if (backup) return { ...base, ...backup };
    const field = ctx.uploadFields?.get(op.name) ?? DEFAULT_UPLOAD_FIELD;
    const textFields = UPLOAD_TEXT_FIELDS[op.path];
    if (textFields && op.method === 'POST')
      return {
        ...base,
        ...purchaseMultipart(textFields(ctx.fixtures[from]!), {
          bytes: drawImage('image/jpeg'),
          field,
        }),
      };
    if (op.method === 'POST' || op.method === 'PUT')
      return { ...base, ...multipart(drawImage(), { field }) };
    return { ...base, headers: {} };
  };
}
