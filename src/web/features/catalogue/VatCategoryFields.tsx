import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  exemptionReasonsFor,
  VAT_CATEGORY_CODES,
  type VatCategory,
} from '../../../domain/vat-categories';
import { t } from '../../locales/ar';
import type { ProductFormValues } from './product-form-values';

const f = t.catalogue.productForm;

const categoryOptions = VAT_CATEGORY_CODES.map((c) => ({
  value: c,
  label: f.vatCategoryNames[c],
}));

/**
 * The product's VAT category (decision 0046): standard 15 % by default; zero-rated, exempt or out
 * of scope with ZATCA's reason (src/domain/vat-categories.ts), whose select shows only when the
 * category is not S. Changing the category clears a reason that no longer fits.
 */
export function VatCategoryFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const category = form.values.vatCategory;
  const reasons = exemptionReasonsFor(category).map((r) => ({
    value: r.code,
    label: `${r.textAr} (${r.code})`,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={f.vatCategory}
        description={f.vatCategoryHint}
        data={categoryOptions}
        size="md"
        allowDeselect={false}
        data-testid="product-vatCategory"
        {...form.getInputProps('vatCategory')}
        onChange={(value) => {
          const next = (value ?? 'S') as VatCategory;
          form.setFieldValue('vatCategory', next);
          const fits = exemptionReasonsFor(next).some(
            (r) => r.code === form.values.vatExemptionCode,
          );
          if (!fits) form.setFieldValue('vatExemptionCode', '');
        }}
      />
      {category !== 'S' && (
        <Select
          label={f.vatExemptionCode}
          placeholder={f.vatExemptionPlaceholder}
          data={reasons}
          required
          size="md"
          allowDeselect={false}
          data-testid="product-vatExemptionCode"
          {...form.getInputProps('vatExemptionCode')}
          onChange={(value) => form.setFieldValue('vatExemptionCode', value ?? '')}
        />
      )}
    </SimpleGrid>
  );
}
