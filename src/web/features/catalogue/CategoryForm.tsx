import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { categoryBody, type CategoryBody } from '../../../domain/schemas/catalogue';
import { FormCard } from '../../components/FormCard';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';

const EMPTY: CategoryBody = { name: '', description: '', categoryEn: '' };

/** The category form state, validated with the server's `categoryBody` (the name required; decision 0051). */
export function useCategoryForm(initial: CategoryBody = EMPTY) {
  return useForm<CategoryBody>({ initialValues: initial, validate: zodResolver(categoryBody) });
}

/**
 * Name, description and English name, with the submit button and any extra actions (Delete).
 * `onSubmit` receives values already validated by `categoryBody`.
 */
export function CategoryForm(props: {
  form: UseFormReturnType<CategoryBody>;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: CategoryBody) => void;
  extra?: ReactNode;
}) {
  const { form } = props;
  return (
    <FormCard onSubmit={form.onSubmit(props.onSubmit)} testId="category-form" maw={720}>
      <Stack>
        <TextInput
          label={t.catalogue.categoryForm.name}
          required
          size="md"
          data-testid="category-name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t.catalogue.categoryForm.categoryEn}
          size="md"
          dir="ltr"
          data-testid="category-en"
          {...form.getInputProps('categoryEn')}
        />
        <Textarea
          label={t.catalogue.categoryForm.description}
          size="md"
          autosize
          minRows={3}
          data-testid="category-description"
          {...form.getInputProps('description')}
        />
        <Group justify="space-between" mt="sm">
          <Button type="submit" size="md" loading={props.submitting} data-testid="category-submit">
            {props.submitLabel}
          </Button>
          {props.extra}
        </Group>
      </Stack>
    </FormCard>
  );
}
