import { IconCheck, IconPhotoOff } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { halalasToSar } from '../../../domain/money';
import { isCreditSale, type PaymentMeansCode } from '../../../domain/payment-means';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { hasSpecialPrice, productUnitPrice, quantityInCart } from './sale';
import { useSale } from './sale-store';
import { VAT_CATEGORIES } from '../../../domain/vat-categories';

/** A tile's picture; a tile is re-filled with another product in place, so a failure is per src. */
function TileImage({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className="pos-tile-noimage">
        <IconPhotoOff size={36} stroke={1.3} />
      </span>
    );
  }
  // Not loading="lazy": the grid is virtualized, so only tiles near the view exist, and a lazy
  // image re-checks its visibility each time a search re-fills the tile with another product.
  // decoding="async" lets the picture be decoded off the main thread while the names show.
  return (
    <img src={src} alt="" decoding="async" draggable={false} onError={() => setFailedSrc(src)} />
  );
}

/**
 * A product tile: tap to add to the cart. The price follows the chosen payment means (delivery
 * price for apps 42/45, credit price for 24) exactly as the server will price the line.
 * Plain elements styled by pos.css (a grid row mounts several of these per scrolled frame), and
 * the quantity badge reads the sale store, so a tap re-renders this tile only. Each tap adds one
 * (decision 0048); the badge shows how many are in the cart.
 */
export const ProductTile = memo(function ProductTile(props: {
  product: PosProduct;
  imageUrl: string;
  paymentMeans: PaymentMeansCode;
  disabled: boolean;
  onTap: (product: PosProduct) => void;
}) {
  const { product, imageUrl, paymentMeans, disabled, onTap } = props;
  const quantity = useSale((s) => quantityInCart(s, product.ID));
  const special = hasSpecialPrice(product, paymentMeans);
  return (
    <button
      type="button"
      className="pos-tile"
      data-in-cart={quantity > 0}
      data-testid={`pos-product-${product.ID}`}
      disabled={disabled}
      onClick={() => onTap(product)}
    >
      <span className="pos-tile-image">
        <TileImage src={imageUrl} />
      </span>
      {quantity > 0 && (
        <span className="pos-tile-badge" data-testid={`pos-product-${product.ID}-count`}>
          <IconCheck size={14} />
          <Num>{quantity}</Num>
        </span>
      )}
      <span className="pos-tile-body">
        <span className="pos-tile-name">{product.name}</span>
        <span
          className="pos-tile-price"
          data-special={special}
          data-testid={`pos-product-${product.ID}-price`}
        >
          <Num>{formatSarNumber(halalasToSar(productUnitPrice(product, paymentMeans)))}</Num>{' '}
          <small>{t.common.sar}</small>
        </span>
        <span className="pos-tile-note">
          {special && (isCreditSale(paymentMeans) ? t.pos.creditPrice : t.pos.deliveryPrice)}
          {/* A product that is not standard rated says its VAT category (decision 0046). */}
          {product.vatCategory && product.vatCategory !== 'S' && (
            <span data-testid={`pos-product-${product.ID}-vat`}>
              {' '}
              {VAT_CATEGORIES[product.vatCategory].labelAr}
            </span>
          )}
        </span>
      </span>
    </button>
  );
});
