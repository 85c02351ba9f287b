import { AspectRatio, Badge, Button, Card, Center, Image, Stack, Text } from '@mantine/core';
import { IconEdit, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductView } from '../../../domain/schemas/catalogue';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';

/** A product image, or a placeholder when there is none or it does not load. */
export function ProductImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center bg="gray.1" h="100%" role="img" aria-label={t.catalogue.products.noImage}>
        <IconPhotoOff size={40} stroke={1.3} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      fit="cover"
      h="100%"
      onError={() => setFailed(true)}
      loading="lazy"
    />
  );
}

/** A product in the category grid: image, name, ID, "price – pricedv" in SAR. */
export function ProductTile({
  business,
  product,
  canWrite,
}: {
  business: string;
  product: ProductView;
  canWrite: boolean;
}) {
  return (
    <Card withBorder radius="lg" padding="sm" data-testid="product-tile" data-uuid={product.UUID}>
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          <ProductImage src={product.imageUrl} alt={product.name} />
        </AspectRatio>
        {!product.published && (
          <Badge
            color="gray"
            variant="filled"
            pos="absolute"
            top={8}
            style={{ insetInlineStart: 8 }}
            data-testid="product-unpublished"
          >
            {t.catalogue.products.unpublished}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text fw={700} lineClamp={2}>
          {product.name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          <bdi dir="ltr">{product.productName}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {t.catalogue.products.id} <Num>{product.ID}</Num>
          {product.barcode && (
            <>
              {' · '}
              {t.catalogue.products.barcode} <Num>{product.barcode}</Num>
            </>
          )}
        </Text>
        <Text
          fw={700}
          c="teal.8"
          data-testid="product-price"
          title={t.catalogue.products.priceLabel}
          mt="auto"
        >
          <Num>{formatSarNumber(product.price)}</Num>
          {product.pricedv !== null && (
            <>
              {' – '}
              <Num>{formatSarNumber(product.pricedv)}</Num>
            </>
          )}{' '}
          <Text span size="sm" fw={400} c="dimmed">
            {t.common.sar}
          </Text>
        </Text>
      </Stack>
      {canWrite && (
        <Button
          component={Link}
          to={`/${business}/editproduct/${product.UUID}`}
          variant="light"
          size="md"
          fullWidth
          mt="sm"
          leftSection={<IconEdit size={18} />}
          data-testid="edit-product"
        >
          {t.catalogue.products.editProduct}
        </Button>
      )}
    </Card>
  );
}
