import { ActionIcon, Button, Center, Group, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { CategoryView, ProductView } from '../../../domain/schemas/catalogue';
import { t } from '../../locales/ar';
import { ProductTile } from './ProductTile';

const ALL = 'all';

function matches(product: ProductView, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    product.name.toLowerCase().includes(q) ||
    product.productName.toLowerCase().includes(q) ||
    String(product.ID) === q
  );
}

/**
 * The start side of the POS: search box, category tabs (plus "all") and the product tiles.
 * A search looks through every category so the cashier never has to switch tabs to find an item.
 */
export function CataloguePanel(props: {
  products: ProductView[];
  categories: CategoryView[];
  paymentMeans: PaymentMeansCode;
  quantities: ReadonlyMap<number, number>;
  disabled: boolean;
  onTap: (product: ProductView) => void;
  /** Navigation shown in the search row (back, title, invoices). */
  start?: ReactNode;
  end?: ReactNode;
}) {
  const { products, categories, paymentMeans, quantities, disabled, onTap } = props;
  const [category, setCategory] = useState<string>(ALL);
  const [query, setQuery] = useState('');

  // Only categories that have something to sell get a tab.
  const tabs = useMemo(() => {
    const used = new Set(products.map((p) => p.categoryid));
    return categories.filter((c) => used.has(c.UUID));
  }, [products, categories]);

  const shown = useMemo(
    () =>
      products.filter((p) =>
        query.trim() ? matches(p, query) : category === ALL || p.categoryid === category,
      ),
    [products, category, query],
  );

  function pick(uuid: string) {
    setCategory(uuid);
    setQuery('');
  }

  return (
    <section className="pos-catalogue" aria-label={t.pos.productsTab}>
      <Group gap="sm" wrap="nowrap">
        {props.start}
        <TextInput
          style={{ flex: 1 }}
          size="lg"
          radius="xl"
          placeholder={t.pos.search}
          aria-label={t.pos.search}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter on a single match adds it (a barcode scanner types the ID and Enter).
            if (e.key === 'Enter' && query.trim() && shown.length === 1 && !disabled) {
              onTap(shown[0]!);
              setQuery('');
            }
          }}
          leftSection={<IconSearch size={20} />}
          rightSectionWidth={52}
          rightSection={
            query && (
              <ActionIcon
                size={44}
                radius="xl"
                variant="subtle"
                color="gray"
                onClick={() => setQuery('')}
                aria-label={t.pos.searchClear}
              >
                <IconX size={20} />
              </ActionIcon>
            )
          }
          data-testid="pos-search"
        />
        {props.end}
      </Group>
      <div className="pos-categories" role="tablist">
        {[{ UUID: ALL, name: t.pos.all }, ...tabs].map((c) => {
          const active = !query.trim() && category === c.UUID;
          return (
            <Button
              key={c.UUID}
              role="tab"
              aria-selected={active}
              size="md"
              h={48}
              radius="xl"
              variant={active ? 'filled' : 'default'}
              onClick={() => pick(c.UUID)}
              data-testid={`pos-category-${c.UUID}`}
            >
              {c.name}
            </Button>
          );
        })}
      </div>
      <div className="pos-scroll">
        {shown.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">{products.length === 0 ? t.pos.noProducts : t.pos.noMatch}</Text>
          </Center>
        ) : (
          <div className="pos-grid">
            {shown.map((p) => (
              <ProductTile
                key={p.ID}
                product={p}
                paymentMeans={paymentMeans}
                quantityInCart={quantities.get(p.ID) ?? 0}
                disabled={disabled}
                onTap={onTap}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
