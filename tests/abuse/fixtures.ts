import {
  createCategory,
  createProduct,
  uploadedImageName,
} from '../../src/server/modules/products/test-helpers';
import { createClient } from '../../src/server/testing/clients';
import { sell } from '../../src/server/testing/sales';
import type { TestApp } from '../../src/server/testing/test-app';

/** The data every business of the run gets before the suite starts (created through the API). */
export interface BusinessFixtures {
  image: string;
  categoryUuid: string;
  productUuid: string;
  productId: number;
  invoiceUuid: string;
  invoiceNumber: number;
  clientUuid: string;
}

/** Per business: an uploaded image, a category, a product in it, one sale of it, a client. */
export async function businessFixtures(
  t: TestApp,
  admin: string,
  businesses: readonly string[],
): Promise<Record<string, BusinessFixtures>> {
  const fixtures: Record<string, BusinessFixtures> = {};
  for (const b of businesses) {
    const image = await uploadedImageName(t, admin, b);
    const categoryUuid = await createCategory(t, admin, b);
    const product = await createProduct(t, admin, b, categoryUuid, image);
    const invoice = await sell(t, admin, b, {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 1 }],
    });
    const client = await createClient(t, admin, b);
    fixtures[b] = {
      clientUuid: client.UUID,
      image,
      categoryUuid,
      productUuid: product.UUID,
      productId: product.ID,
      invoiceUuid: invoice.UUID,
      invoiceNumber: invoice.ID,
    };
  }
  return fixtures;
}
