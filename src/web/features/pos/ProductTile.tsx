import { AspectRatio, Badge, Center, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPhotoOff } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { halalasToSar } from '../../../domain/money';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { ProductView } from '../../../domain/schemas/catalogue';
import { Num } from '../../components/Num';
import { formatSar } from '../../lib/format';
import { t } from '../../locales/ar';
import { hasSpecialPrice, productUnitPrice } from './sale';

function TileImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center bg="gray.1" h="100%">
        <IconPhotoOff size={36} stroke={1.3} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      fit="cover"
      h="100%"
      loading="lazy"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A product tile: tap to add to the cart. The price follows the chosen payment means (delivery
 * price for apps 42/45, credit price for 24) exactly as the server will price the line.
 */
export const ProductTile = memo(function ProductTile(props: {
  product: ProductView;
  paymentMeans: PaymentMeansCode;
  quantityInCart: number;
  disabled: boolean;
  onTap: (product: ProductView) => void;
}) {
  const { product, paymentMeans, quantityInCart, disabled, onTap } = props;
  const special = hasSpecialPrice(product, paymentMeans);
  const priceNote = paymentMeans === '24' ? t.pos.creditPrice : t.pos.deliveryPrice;
  return (
    <UnstyledButton
      className="pos-tile"
      data-in-cart={quantityInCart > 0}
      data-testid={`pos-product-${product.ID}`}
      disabled={disabled}
      onClick={() => onTap(product)}
      aria-label={product.name}
      pos="relative"
    >
      <AspectRatio ratio={4 / 3}>
        <TileImage src={product.imageUrl} />
      </AspectRatio>
      {quantityInCart > 0 && (
        <Badge
          size="lg"
          circle={false}
          color="teal"
          variant="filled"
          pos="absolute"
          top={6}
          style={{ insetInlineEnd: 6 }}
          leftSection={<IconCheck size={14} />}
        >
          <Num>{quantityInCart}</Num>
        </Badge>
      )}
      <Stack gap={2} p={8} style={{ flex: 1 }} justify="space-between">
        <Text fw={700} size="md" lh={1.3} lineClamp={2}>
          {product.name}
        </Text>
        <div>
          <Text
            fw={800}
            size="lg"
            c={special ? 'orange.8' : 'teal.8'}
            data-testid={`pos-product-${product.ID}-price`}
          >
            <Num>{formatSar(halalasToSar(productUnitPrice(product, paymentMeans)))}</Num>{' '}
            <Text span size="xs" c="dimmed">
              {t.common.sar}
            </Text>
          </Text>
          {special && (
            <Text size="xs" c="orange.8">
              {priceNote}
            </Text>
          )}
        </div>
      </Stack>
    </UnstyledButton>
  );
});
