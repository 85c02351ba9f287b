import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import { ProductTile } from './ProductTile';

/** Smallest tile width (px) and the gap between tiles; the columns fill the width. */
const MIN_TILE = 140;
const GAP = 12;
/** Height of a tile's text block (two name lines, price, price note; .pos-tile-body) and borders. */
const TILE_BODY = 130;

/** How many columns of at least MIN_TILE px fit in `width`. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GAP) / (MIN_TILE + GAP)));
}

/**
 * The product tiles as a virtualized grid (@tanstack/react-virtual): rows of
 * `columnsFor(width)` tiles, only the rows in view (plus a few) are in the DOM, so 20,000
 * products cost what 50 do. The grid scrolls inside itself. Memoized: typing in the search box
 * re-renders it only once the (deferred) results change. Rows and tiles are keyed by their place,
 * not by product: another search or category re-fills the same elements (new text and attributes)
 * instead of building new ones, which is most of a keystroke's cost on a slow tablet (decision
 * 0048).
 */
export const ProductGrid = memo(function ProductGrid(props: {
  products: readonly PosProduct[];
  imageUrl: (product: PosProduct) => string;
  paymentMeans: PaymentMeansCode;
  disabled: boolean;
  onTap: (product: PosProduct) => void;
}) {
  const { products, imageUrl, paymentMeans, disabled, onTap } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { ref: sized, width } = useElementSize<HTMLDivElement>();
  const ref = useMergedRef(scroller, sized);
  const columns = columnsFor(width || MIN_TILE);
  const tileWidth = width ? (width - GAP * (columns - 1)) / columns : MIN_TILE;
  const rowHeight = Math.round((tileWidth * 3) / 4) + TILE_BODY + GAP;
  const rows = Math.ceil(products.length / columns);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // One row beyond the view each way: a row is over 250 px, and each extra row is five or six
    // more tiles to re-fill on every keystroke of a search (decision 0048).
    overscan: 1,
    // Before the first measurement (and in jsdom, which has no layout): a tablet-sized view.
    initialRect: { width: 1024, height: 768 },
  });
  // The row height follows the width; the virtualizer re-reads estimateSize when told.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  // Another category or search starts at the top.
  useEffect(() => {
    if (scroller.current?.scrollTop) virtualizer.scrollToOffset(0);
  }, [virtualizer, products]);
  return (
    <div ref={ref} className="pos-scroll pos-grid-scroll" data-testid="pos-grid">
      <div className="pos-grid-space" style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="pos-grid-row"
            style={{
              blockSize: rowHeight - GAP,
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {products.slice(row.index * columns, (row.index + 1) * columns).map((p, slot) => (
              <ProductTile
                key={slot}
                product={p}
                imageUrl={imageUrl(p)}
                paymentMeans={paymentMeans}
                disabled={disabled}
                onTap={onTap}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
});
