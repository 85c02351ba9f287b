import {
  Button,
  Card,
  Center,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CategoryView } from '../../../domain/schemas/catalogue';
import { KIND_RULES } from '../../../domain/business-kinds';
import { useBusinessKey, useCurrentBusiness } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useCategories } from '../../lib/categories';
import { useCanWriteCatalogue } from './shared';

/** /{business}/products: the category grid; each tile opens the category's products. */
export function CategoriesPage() {
  const business = useBusinessKey();
  const canWrite = useCanWriteCatalogue();
  const q = useCategories(business);
  const modifiersLink = KIND_RULES[useCurrentBusiness().kind].restaurantCounter && (
    <>
      <Button
        component={Link}
        to={`/${business}/modifiers`}
        size="md"
        variant="light"
        data-testid="modifiers-link"
      >
        الإضافات والخيارات
      </Button>
      {canWrite && (
        <Button
          component={Link}
          to={`/${business}/kitchen/stations`}
          size="md"
          variant="light"
          data-testid="kitchen-stations-link"
        >
          محطات المطبخ
        </Button>
      )}
    </>
  );
  const newButton = canWrite && (
    <Button
      component={Link}
      to={`/${business}/newcategory`}
      size="md"
      leftSection={<IconPlus size={20} />}
      data-testid="new-category"
    >
      {t.catalogue.categories.newCategory}
    </Button>
  );

  return (
    <Stack>
      <PageHeader title={t.catalogue.categories.title} back={`/${business}`}>
        {modifiersLink}
        {q.isSuccess && q.data.length > 0 && newButton}
      </PageHeader>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <Center py="xl" data-testid="categories-empty">
          <Stack align="center" gap="sm">
            <IconCategory size={56} stroke={1.3} color="var(--mantine-color-gray-5)" />
            <Text fw={600} size="lg">
              {t.catalogue.categories.empty}
            </Text>
            {canWrite && <Text c="dimmed">{t.catalogue.categories.emptyHint}</Text>}
            {newButton}
          </Stack>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} data-testid="categories-grid">
          {q.data.map((c) => (
            <CategoryTile key={c.UUID} business={business} category={c} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CategoryTile({ business, category }: { business: string; category: CategoryView }) {
  return (
    <UnstyledButton
      component={Link}
      to={`/${business}/products/category/${category.UUID}`}
      data-testid="category-tile"
      data-uuid={category.UUID}
    >
      <Card withBorder radius="lg" padding="lg" mih={128} h="100%">
        <Stack gap={4} h="100%" justify="space-between">
          <div>
            <Text fw={700} size="lg" lineClamp={2}>
              {category.name}
            </Text>
            <Text c="dimmed" size="sm" lineClamp={1}>
              <bdi dir="ltr">{category.categoryEn}</bdi>
            </Text>
          </div>
          <Group gap={6} mt="sm">
            <Text size="sm" c="dimmed">
              {t.catalogue.categories.productCount}
            </Text>
            <Text size="sm" fw={700} c="teal.8" data-testid="category-product-count">
              <Num>{category.productCount}</Num>
            </Text>
          </Group>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
