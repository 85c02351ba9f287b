import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { KIND_RULES } from '../../../domain/business-kinds';
import { productBody } from '../../../domain/schemas/catalogue';
import { useCurrentBusiness } from '../../app';
import { FormCard } from '../../components/FormCard';
import { FormSection } from '../../components/FormSection';
import { errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';
import type { ProductInput } from './api/create-product';
import { useCategories } from '../../lib/categories';
import { ImageField } from './ImageField';
import { toProductInput, type ProductFormValues } from './product-form-values';
import { VatCategoryFields } from './VatCategoryFields';

const validateProduct = zodResolver(productBody);
const f = t.catalogue.productForm;

/** The product form state, validated with the server's `productBody`. */
export function useProductForm(initial: ProductFormValues) {
  return useForm<ProductFormValues>({
    initialValues: initial,
    validate: (values) => validateProduct(toProductInput(values)),
  });
}
export type ProductFormState = ReturnType<typeof useProductForm>;

/** SAR amounts: ≥ 0, two decimals, no spinner (touch keyboards bring the decimal pad). */
const money = {
  min: 0,
  decimalScale: 2,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal' as const,
};
/** Whole numbers ≥ 0 (quantity, calories). */
const whole = {
  min: 0,
  allowDecimal: false,
  allowNegative: false,
  hideControls: true,
  inputMode: 'numeric' as const,
};
const sar = (
  <Text size="sm" c="dimmed">
    {t.common.sar}
  </Text>
);

/**
 * The product form (decision 0051): first what is required — name, price, category, VAT category —
 * then the optional details (image, English name, descriptions, sizes, cost price, special prices,
 * calories for restaurants, stock, published). `onSubmit` receives the body as `productBody`
 * parses it (numbers, null for empty optional prices).
 */
export function ProductForm(props: {
  business: string;
  form: ProductFormState;
  initialPreview?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: ProductInput) => void;
  extra?: ReactNode;
}) {
  const { form, business } = props;
  // The delivery-app price belongs to businesses whose kind sells through delivery apps; calories
  // to restaurants (decision 0051).
  const rules = KIND_RULES[useCurrentBusiness().kind];
  const [preview, setPreview] = useState(props.initialPreview ?? '');
  const categories = useCategories(business);
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.UUID, label: c.name }));

  const submit = form.onSubmit(
    (values) => props.onSubmit(productBody.parse(toProductInput(values))),
    () => notifications.show({ color: 'red', message: t.catalogue.fixErrors }),
  );

  return (
    <FormCard onSubmit={submit} testId="product-form" maw={960}>
      <Stack gap="md">
        <FormSection title={f.sectionRequired} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={f.name}
            required
            size="md"
            data-testid="product-name"
            {...form.getInputProps('name')}
          />
          <NumberInput
            label={f.price}
            description={f.priceHint}
            required
            size="md"
            {...money}
            rightSection={sar}
            data-testid="product-price"
            {...form.getInputProps('price')}
          />
          <Select
            label={f.category}
            description={'\u00a0'}
            placeholder={f.categoryPlaceholder}
            data={categoryOptions}
            required
            size="md"
            allowDeselect={false}
            error={
              form.errors.categoryid ??
              (categories.isError ? errorMessage(categories.error) : undefined)
            }
            data-testid="product-category"
            {...form.getInputProps('categoryid')}
          />
        </SimpleGrid>
        <VatCategoryFields form={form} />

        <FormSection title={f.sectionOptional} />
        <Text size="sm" c="dimmed" mt={-8}>
          {f.sectionOptionalHint}
        </Text>
        <ImageField
          business={business}
          previewUrl={preview}
          error={form.errors.image}
          onUploaded={(image, url) => {
            form.setFieldValue('image', image);
            form.clearFieldError('image');
            setPreview(url);
          }}
          onError={(message) => form.setFieldError('image', message)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={f.productName}
            size="md"
            dir="ltr"
            data-testid="product-productName"
            {...form.getInputProps('productName')}
          />
          <Switch
            label={f.published}
            size="md"
            mt={{ sm: 36 }}
            data-testid="product-published"
            {...form.getInputProps('published', { type: 'checkbox' })}
          />
          <Textarea
            label={f.description}
            size="md"
            autosize
            minRows={2}
            data-testid="product-description"
            {...form.getInputProps('description')}
          />
          <Textarea
            label={f.descriptionEn}
            size="md"
            autosize
            minRows={2}
            dir="ltr"
            data-testid="product-descriptionEn"
            {...form.getInputProps('descriptionEn')}
          />
          <TextInput
            label={f.SizeAr}
            size="md"
            data-testid="product-SizeAr"
            {...form.getInputProps('SizeAr')}
          />
          <TextInput
            label={f.Size}
            size="md"
            dir="ltr"
            data-testid="product-Size"
            {...form.getInputProps('Size')}
          />
          <TextInput
            label={f.barcode}
            description={f.barcodeHint}
            size="md"
            dir="ltr"
            autoComplete="off"
            // A scanner ends the code with Enter: it must not submit the form.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            data-testid="product-barcode"
            {...form.getInputProps('barcode')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <NumberInput
            label={f.costPrice}
            description={f.costPriceHint}
            size="md"
            {...money}
            rightSection={sar}
            data-testid="product-costPrice"
            {...form.getInputProps('costPrice')}
          />
          {rules.deliveryPrice && (
            <NumberInput
              label={f.pricedv}
              description={f.pricedvHint}
              size="md"
              {...money}
              rightSection={sar}
              data-testid="product-pricedv"
              {...form.getInputProps('pricedv')}
            />
          )}
          <NumberInput
            label={f.pricex}
            description={f.pricexHint}
            size="md"
            {...money}
            rightSection={sar}
            data-testid="product-pricex"
            {...form.getInputProps('pricex')}
          />
          {rules.calories && (
            <NumberInput
              label={f.calories}
              size="md"
              {...whole}
              data-testid="product-calories"
              {...form.getInputProps('calories')}
            />
          )}
          <NumberInput
            label={f.quantity}
            size="md"
            {...whole}
            data-testid="product-quantity"
            {...form.getInputProps('quantity')}
          />
        </SimpleGrid>

        <Group justify="space-between" mt="sm">
          <Button type="submit" size="md" loading={props.submitting} data-testid="product-submit">
            {props.submitLabel}
          </Button>
          {props.extra}
        </Group>
      </Stack>
    </FormCard>
  );
}
