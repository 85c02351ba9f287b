import { Button, Group, Image, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconFile, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { riyadhDate, riyadhMidnightUtc } from '../../../domain/riyadh-time';
import { purchaseFields } from '../../../domain/schemas/purchases';
import { useBusinessKey } from '../../app';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useCreatePurchase } from './api/purchases';
import { useSuppliers } from './api/suppliers';
import { DateField } from '../../components/DateField';

const f = t.purchases.form;
const FIELDS = ['supplier', 'date', 'total', 'image'] as const;
const RECEIPT_ACCEPT = 'image/*,application/pdf';

interface NewPurchaseValues {
  supplier: string;
  /** Riyadh calendar date `YYYY-MM-DD`. */
  date: string;
  /** SAR, VAT-inclusive, as typed ('' when empty). */
  total: number | string;
}

/**
 * A Riyadh date `YYYY-MM-DD` → Unix seconds of its midnight in Riyadh; NaN for a date that is
 * not one (the schema then shows its Arabic message).
 */
export function purchaseDateSeconds(date: string): number {
  try {
    return riyadhMidnightUtc(date) / 1000;
  } catch {
    return Number.NaN;
  }
}

/** The form values as POST purchases' text fields (date Unix seconds, total SAR). */
function wireFields(values: NewPurchaseValues) {
  return {
    supplier: values.supplier,
    date: purchaseDateSeconds(values.date),
    total: values.total === '' ? undefined : Number(values.total),
  };
}
const validateFields = zodResolver(purchaseFields);

/** An object URL of an image file for its preview (revoked when it changes); null otherwise. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

/** A button that opens a hidden file input (the tablet camera with `capture`, else a file). */
function PickButton(props: {
  label: string;
  icon: React.ReactNode;
  capture?: boolean;
  testId: string;
  onPick: (file: File | null) => void;
}) {
  return (
    <Button component="label" variant="light" size="md" leftSection={props.icon}>
      {props.label}
      <input
        type="file"
        accept={RECEIPT_ACCEPT}
        capture={props.capture ? 'environment' : undefined}
        hidden
        data-testid={props.testId}
        onChange={(e) => {
          props.onPick(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = '';
        }}
      />
    </Button>
  );
}

/**
 * /{business}/purchases/new: supplier, date (default today in Riyadh),
 * total in SAR VAT-inclusive and the receipt — a photo from the tablet camera or a file (image or
 * PDF), previewed — checked with the server's `purchaseFields`; the server's Arabic field errors
 * show on their fields. On success it opens the items screen of the new purchase.
 */
export function NewPurchasePage() {
  const business = useBusinessKey();
  const navigate = useNavigate();
  const suppliers = useSuppliers(business);
  const save = useCreatePurchase(business);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file);
  const [today] = useState(() => riyadhDate(Date.now()));
  const form = useForm<NewPurchaseValues>({
    initialValues: { supplier: '', date: today, total: '' },
    validate: (values) => validateFields(wireFields(values)),
  });

  const submit = form.onSubmit(
    (values) => {
      const fields = purchaseFields.parse(wireFields(values));
      const body = new FormData();
      body.append('supplier', fields.supplier);
      body.append('date', String(fields.date));
      body.append('total', fields.total.toFixed(2));
      if (file) body.append('image', file, file.name);
      save.mutate(body, {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          void navigate(`/${business}/purchases/edit/${answer.UUID}`);
        },
        onError: (err) => showSaveError(err, form, FIELDS),
      });
    },
    () => notifications.show({ color: 'red', message: f.fixErrors }),
  );

  const options = (suppliers.data ?? []).map((s) => ({ value: s.UUID, label: s.name }));
  const pick = (next: File | null) => {
    setFile(next);
    form.clearFieldError('image');
  };

  return (
    <Stack>
      <PageHeader title={f.title} back={`/${business}/purchases`} />
      <FormCard onSubmit={submit} testId="purchase-form" maw={760}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={f.supplier}
              placeholder={f.supplierPlaceholder}
              data={options}
              searchable
              required
              size="md"
              nothingFoundMessage={f.noSuppliers}
              data-testid="purchase-supplier"
              {...form.getInputProps('supplier')}
            />
            <DateField
              label={f.date}
              required
              size="md"
              dir="ltr"
              data-testid="purchase-date"
              {...form.getInputProps('date')}
            />
            <NumberInput
              label={f.total}
              required
              size="md"
              dir="ltr"
              min={0}
              decimalScale={2}
              hideControls
              inputMode="decimal"
              data-testid="purchase-total"
              {...form.getInputProps('total')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Text fw={600}>{f.receipt}</Text>
            <Text size="sm" c="dimmed">
              {f.receiptHint}
            </Text>
            <Group gap="sm">
              <PickButton
                label={f.camera}
                icon={<IconCamera size={18} />}
                capture
                testId="purchase-camera"
                onPick={pick}
              />
              <PickButton
                label={f.file}
                icon={<IconFile size={18} />}
                testId="purchase-file"
                onPick={pick}
              />
              {file && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={16} />}
                  onClick={() => pick(null)}
                  data-testid="purchase-file-remove"
                >
                  {f.removeFile}
                </Button>
              )}
            </Group>
            {preview ? (
              <Image
                src={preview}
                alt={f.receipt}
                maw={320}
                mah={320}
                fit="contain"
                radius="md"
                data-testid="purchase-preview"
              />
            ) : (
              file && (
                <Text size="sm" data-testid="purchase-preview-pdf">
                  {f.pdfChosen(file.name)}
                </Text>
              )
            )}
            {form.errors.image && (
              <Text c="red" size="sm" data-testid="purchase-image-error">
                {form.errors.image}
              </Text>
            )}
          </Stack>
          <Group>
            <Button type="submit" size="md" loading={save.isPending} data-testid="purchase-submit">
              {f.submit}
            </Button>
          </Group>
        </Stack>
      </FormCard>
    </Stack>
  );
}
