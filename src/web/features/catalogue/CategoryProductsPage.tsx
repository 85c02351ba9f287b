import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconPackageOff, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useBusinessKey } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useCategory } from './api/get-category';
import { useProductsOfCategory } from './api/get-products-of-category';
import { ProductTile } from './ProductTile';
import { useCanWriteCatalogue } from './shared';

/**
 * /{business}/products/category/{UUID}: the category's products, 5 columns on a desktop,
 * fewer on a tablet or phone; links to new product, edit category and edit product.
 */
export function CategoryProductsPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const canWrite = useCanWriteCatalogue();
  const category = useCategory(business, UUID);
  const products = useProductsOfCategory(business, UUID);

  if (!category.isSuccess) {
    return (
      <Stack>
        <PageHeader title={t.catalogue.categories.title} back={`/${business}/products`} />
        {category.isError ? (
          <LoadError error={category.error} onRetry={() => category.refetch()} />
        ) : (
          <Loading />
        )}
      </Stack>
    );
  }

  const newProduct = canWrite && (
    <Button
      component={Link}
      to={`/${business}/newproduct/${UUID}`}
      size="md"
      leftSection={<IconPlus size={20} />}
      data-testid="new-product"
    >
      {t.catalogue.products.newProduct}
    </Button>
  );

  return (
    <Stack>
      <PageHeader
        title={t.catalogue.products.title(category.data.name)}
        back={`/${business}/products`}
      >
        {canWrite && (
          <Button
            component={Link}
            to={`/${business}/editcategory/${UUID}`}
            size="md"
            variant="default"
            leftSection={<IconEdit size={20} />}
            data-testid="edit-category"
          >
            {t.catalogue.products.editCategory}
          </Button>
        )}
        {newProduct}
      </PageHeader>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => products.refetch()} />
      ) : products.data.length === 0 ? (
        <Center py="xl" data-testid="products-empty">
          <Stack align="center" gap="sm">
            <IconPackageOff size={56} stroke={1.3} color="var(--mantine-color-gray-5)" />
            <Text fw={600} size="lg">
              {t.catalogue.products.empty}
            </Text>
          </Stack>
        </Center>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
          spacing="md"
          data-testid="products-grid"
        >
          {products.data.map((p) => (
            <ProductTile key={p.UUID} business={business} product={p} canWrite={canWrite} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
