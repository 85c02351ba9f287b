import { ActionIcon, Center, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconX } from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createSearcher, findByCode } from '../../../domain/arabic-search';
import { isBarcode, normalizeBarcode } from '../../../domain/barcode';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { CategoryView, PosProduct } from '../../../domain/schemas/catalogue';
import { t } from '../../locales/ar';
import type { CatalogueModel } from './catalogue';
import { ProductGrid } from './ProductGrid';
import { useBarcodeScanner } from './scanner';

const ALL = 'all';
/** Made once: a keystroke re-renders the search box, not its icons. */
const SEARCH_ICON = <IconSearch size={20} />;
const CLEAR_ICON = <IconX size={20} />;
/** Out of sight, of the tab order and of the accessibility tree (visibility: hidden). */
const HIDDEN = { visibility: 'hidden' } as const;

/** Says that no published product has this number or barcode (decision 0048). */
function unknownCode(code: string) {
  notifications.show({
    id: `pos-unknown-${code}`,
    color: 'red',
    message: t.pos.unknownCode(code),
    autoClose: 4000,
  });
}

/**
 * "All" and one tab per category that sells something; none is active while searching. Plain
 * buttons styled by pos.css: the first keystroke of a search re-renders every tab (none is active
 * then), and a row of library buttons cost most of that keystroke on a slow tablet (decision 0048).
 */
const CategoryTabs = memo(function CategoryTabs(props: {
  tabs: readonly CategoryView[];
  active: number | typeof ALL | null;
  onPick: (id: number | typeof ALL) => void;
}) {
  return (
    <div className="pos-categories" role="tablist">
      {[{ ID: ALL, UUID: ALL, name: t.pos.all } as const, ...props.tabs].map((c) => (
        <button
          key={c.UUID}
          type="button"
          role="tab"
          className="pos-category"
          aria-selected={props.active === c.ID}
          onClick={() => props.onPick(c.ID)}
          data-testid={`pos-category-${c.UUID}`}
        >
          {c.name}
        </button>
      ))}
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
  // Remembers the last answer: typing on searches only the previous matches (createSearcher).
  const search = useMemo(() => createSearcher(catalogue.index), [catalogue]);
  // While the till is idle after the catalogue arrives, run one throwaway search of the whole
  // catalogue, so the first real keystroke does not also pay for compiling the search (a slow
  // tablet's first keystroke was the slowest one; decision 0048).
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => search('ا'));
    return () => cancel(id);
  }, [search]);

  const shown = useMemo(() => {
    if (deferredQuery.trim()) return search(deferredQuery);
    if (category === ALL) return catalogue.products;
    return catalogue.buckets.get(category) ?? [];
  }, [catalogue, search, category, deferredQuery]);

  const pick = useCallback((id: number | typeof ALL) => {
    setCategory(id);
    setQuery('');
  }, []);

  // A scan while no text field has the focus (decision 0048): the product with that number or
  // barcode is added, as a tap would; an unknown code says so.
  const onScan = useCallback(
    (code: string) => {
      if (disabled) return;
      const product = findByCode(catalogue.index, code);
      if (product) onTap(product);
      else unknownCode(code);
    },
    [catalogue, disabled, onTap],
  );
  useBarcodeScanner(onScan);

  // Enter in the search box adds the product whose number or barcode was typed (a scanner types
  // it and Enter), or the only match of the search; a code that names nothing says so.
  function onEnter() {
    if (!query.trim() || disabled) return;
    const exact = findByCode(catalogue.index, query);
    const matches = exact ? [exact] : search(query);
    if (matches.length === 1) {
      onTap(matches[0]!);
      setQuery('');
    } else if (matches.length === 0 && isBarcode(normalizeBarcode(query))) {
      unknownCode(normalizeBarcode(query));
      setQuery('');
    }
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
          leftSection={SEARCH_ICON}
          rightSectionWidth={52}
          rightSection={
            // Always there, hidden while the box is empty: the first key of every search would
            // otherwise also build the button.
            <ActionIcon
              size={44}
              radius="xl"
              variant="subtle"
              color="gray"
              onClick={() => setQuery('')}
              aria-label={t.pos.searchClear}
              style={query ? undefined : HIDDEN}
            >
              {CLEAR_ICON}
            </ActionIcon>
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
