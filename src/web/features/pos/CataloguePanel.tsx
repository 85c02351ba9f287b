import { ActionIcon, Button, Center, Group, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { findByCode, searchIndex } from '../../../domain/arabic-search';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { CategoryView, PosProduct } from '../../../domain/schemas/catalogue';
import { t } from '../../locales/ar';
import type { CatalogueModel } from './catalogue';
import { ProductGrid } from './ProductGrid';

const ALL = 'all';

/** "All" and one tab per category that sells something; none is active while searching. */
const CategoryTabs = memo(function CategoryTabs(props: {
  tabs: readonly CategoryView[];
  active: number | typeof ALL | null;
  onPick: (id: number | typeof ALL) => void;
}) {
  return (
    <div className="pos-categories" role="tablist">
      {[{ ID: ALL, UUID: ALL, name: t.pos.all } as const, ...props.tabs].map((c) => {
        const active = props.active === c.ID;
        return (
          <Button
            key={c.UUID}
            role="tab"
            aria-selected={active}
            size="md"
            h={48}
            radius="xl"
            variant={active ? 'filled' : 'default'}
            onClick={() => props.onPick(c.ID)}
            data-testid={`pos-category-${c.UUID}`}
          >
            {c.name}
          </Button>
        );
      })}
    </div>
  );
});

/**
 * The start side of the POS: search box, category tabs (plus "all") and the product grid.
 * A search looks through every category so the cashier never has to switch tabs to find an item;
 * it runs on the deferred query, so typing stays immediate while the grid follows.
 * A category shows its precomputed bucket. Memoized: a cart change does not re-render it.
 */
export const CataloguePanel = memo(function CataloguePanel(props: {
  catalogue: CatalogueModel;
  paymentMeans: PaymentMeansCode;
  disabled: boolean;
  onTap: (product: PosProduct) => void;
  /** Navigation shown in the search row (back, title, invoices). */
  start?: ReactNode;
  end?: ReactNode;
}) {
  const { catalogue, paymentMeans, disabled, onTap } = props;
  const [category, setCategory] = useState<number | typeof ALL>(ALL);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const shown = useMemo(() => {
    if (deferredQuery.trim()) return searchIndex(catalogue.index, deferredQuery);
    if (category === ALL) return catalogue.products;
    return catalogue.buckets.get(category) ?? [];
  }, [catalogue, category, deferredQuery]);

  const pick = useCallback((id: number | typeof ALL) => {
    setCategory(id);
    setQuery('');
  }, []);

  // Enter adds the product whose number was typed (a barcode scanner types it and Enter), or the
  // only match of the search.
  function onEnter() {
    if (!query.trim() || disabled) return;
    const exact = findByCode(catalogue.index, query);
    const matches = exact ? [exact] : searchIndex(catalogue.index, query);
    if (matches.length !== 1) return;
    onTap(matches[0]!);
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
            if (e.key === 'Enter') onEnter();
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
      <CategoryTabs tabs={catalogue.tabs} active={query.trim() ? null : category} onPick={pick} />
      {shown.length === 0 ? (
        <Center py="xl" className="pos-scroll">
          <Text c="dimmed">
            {catalogue.products.length === 0 ? t.pos.noProducts : t.pos.noMatch}
          </Text>
        </Center>
      ) : (
        <ProductGrid
          products={shown}
          imageUrl={catalogue.imageUrl}
          paymentMeans={paymentMeans}
          disabled={disabled}
          onTap={onTap}
        />
      )}
    </section>
  );
});
