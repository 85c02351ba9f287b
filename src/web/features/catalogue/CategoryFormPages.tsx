import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import type { CategoryView } from '../../../domain/schemas/catalogue';
import { useBusinessKey } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useCreateCategory } from './api/create-category';
import { useDeleteCategory } from './api/delete-category';
import { useCategory } from './api/get-category';
import { useUpdateCategory } from './api/update-category';
import { CategoryForm, useCategoryForm } from './CategoryForm';
import { useDeleteFlow, useSaveCallbacks } from './shared';

/** /{business}/newcategory: on success a notification and back to the category grid. */
export function NewCategoryPage() {
  const business = useBusinessKey();
  const form = useCategoryForm();
  const saved = useSaveCallbacks(form);
  const create = useCreateCategory(business);
  return (
    <Stack>
      <PageHeader title={t.catalogue.categoryForm.newTitle} back={`/${business}/products`} />
      <CategoryForm
        form={form}
        submitLabel={t.catalogue.categoryForm.submitNew}
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutate(values, saved(t.catalogue.categoryForm.created, `/${business}/products`))
        }
      />
    </Stack>
  );
}

/** /{business}/editcategory/{UUID}: Update, and Delete after confirmation (409 when not empty). */
export function EditCategoryPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const q = useCategory(business, UUID);
  if (q.isSuccess) return <EditCategory business={business} category={q.data} />;
  return (
    <Stack>
      <PageHeader title={t.catalogue.categoryForm.editTitle} back={`/${business}/products`} />
      <NotLoaded query={q} />
    </Stack>
  );
}

function EditCategory({ business, category }: { business: string; category: CategoryView }) {
  const form = useCategoryForm({
    name: category.name,
    description: category.description,
    categoryEn: category.categoryEn,
  });
  const saved = useSaveCallbacks(form);
  const update = useUpdateCategory(business, category.UUID);
  const productsPath = `/${business}/products/category/${category.UUID}`;
  const del = useDeleteFlow(useDeleteCategory(business, category.UUID), {
    what: category.name,
    deletedMessage: t.catalogue.categoryForm.deleted,
    to: `/${business}/products`,
    testId: 'category-delete',
  });

  return (
    <Stack>
      <PageHeader title={t.catalogue.categoryForm.editTitle} back={productsPath} />
      <CategoryForm
        form={form}
        submitLabel={t.common.update}
        submitting={update.isPending}
        onSubmit={(values) =>
          update.mutate(values, saved(t.catalogue.categoryForm.updated, productsPath))
        }
        extra={del.button}
      />
      {del.feedback}
    </Stack>
  );
}
