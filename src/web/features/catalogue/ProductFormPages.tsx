import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import type { ProductView } from '../../../domain/schemas/catalogue';
import { useBusinessKey } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useCreateProduct } from './api/create-product';
import { useDeleteProduct } from './api/delete-product';
import { useCategory } from './api/get-category';
import { useProduct } from './api/get-product';
import { useUpdateProduct } from './api/update-product';
import { emptyProductValues, productValues } from './product-form-values';
import { ProductForm, useProductForm } from './ProductForm';
import { useDeleteFlow, useSaveCallbacks } from './shared';

const f = t.catalogue.productForm;

/** /{business}/newproduct/{categoryUUID}: a product in that category; then back to its grid. */
export function NewProductPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const category = useCategory(business, UUID);
  const form = useProductForm(emptyProductValues(UUID));
  const saved = useSaveCallbacks(form);
  const create = useCreateProduct(business);
  return (
    <Stack>
      <PageHeader
        title={category.data ? f.newTitle(category.data.name) : f.newTitlePlain}
        back={`/${business}/products/category/${UUID}`}
      />
      <ProductForm
        business={business}
        form={form}
        submitLabel={f.submitNew}
        submitting={create.isPending}
        onSubmit={(body) =>
          create.mutate(body, saved(f.created, `/${business}/products/category/${body.categoryid}`))
        }
      />
    </Stack>
  );
}

/** /{business}/editproduct/{UUID}: Update, and Delete after confirmation (409 when on invoices). */
export function EditProductPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const q = useProduct(business, UUID);
  if (q.isSuccess) return <EditProduct business={business} product={q.data} />;
  return (
    <Stack>
      <PageHeader title={f.editTitle} back={`/${business}/products`} />
      <NotLoaded query={q} />
    </Stack>
  );
}

function EditProduct({ business, product }: { business: string; product: ProductView }) {
  const form = useProductForm(productValues(product));
  const saved = useSaveCallbacks(form);
  const update = useUpdateProduct(business, product.UUID);
  const grid = (categoryUuid: string) => `/${business}/products/category/${categoryUuid}`;
  const del = useDeleteFlow(useDeleteProduct(business, product.UUID), {
    what: product.name,
    deletedMessage: f.deleted,
    to: grid(product.categoryid),
    testId: 'product-delete',
  });

  return (
    <Stack>
      <PageHeader title={f.editTitle} back={grid(product.categoryid)} />
      <ProductForm
        business={business}
        form={form}
        initialPreview={product.imageUrl}
        submitLabel={t.common.update}
        submitting={update.isPending}
        onSubmit={(body) => update.mutate(body, saved(f.updated, grid(body.categoryid)))}
        extra={del.button}
      />
      {del.feedback}
    </Stack>
  );
}
