import { MultiSelect } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useCategories } from '../lib/categories';
import { useAllProducts } from '../lib/products';

/** What Mantine's form.getInputProps gives a field (value, onChange, error…). */
type InputProps = GetInputPropsReturnType;

/**
 * The "applies to" pickers of the restaurant's catalogue (modifier groups, decision 0056; kitchen
 * stations, decision 0057): the business's categories and products, searchable, chosen by id (as
 * text; the caller sends numbers). `testIdPrefix` names them `{prefix}-categories` and
 * `{prefix}-products`.
 */
export function TargetPickers(props: {
  business: string;
  labels: { categories: string; products: string };
  categoryProps: InputProps;
  productProps: InputProps;
  testIdPrefix: string;
}) {
  const { business, labels, testIdPrefix } = props;
  const categories = useCategories(business);
  const products = useAllProducts(business);
  return (
    <>
      <MultiSelect
        label={labels.categories}
        size="md"
        searchable
        data={(categories.data ?? []).map((c) => ({ value: String(c.ID), label: c.name }))}
        {...props.categoryProps}
        data-testid={`${testIdPrefix}-categories`}
      />
      <MultiSelect
        label={labels.products}
        size="md"
        searchable
        data={(products.data ?? []).map((p) => ({ value: String(p.ID), label: p.name }))}
        {...props.productProps}
        data-testid={`${testIdPrefix}-products`}
      />
    </>
  );
}
