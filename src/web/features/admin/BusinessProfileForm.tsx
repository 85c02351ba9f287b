import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { BusinessAddress, BusinessProfile } from '../../../domain/business';
import { updateBusinessBody } from '../../../domain/schemas/businesses';
import { FormCard } from '../../components/FormCard';
import { Num } from '../../components/Num';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';
import { showSaveError } from '../users/field-errors';
import { useUpdateBusiness } from './api/update-business';

type Values = Pick<BusinessProfile, 'nameAr' | 'nameEn' | 'vatNumber' | 'crNumber'> & {
  address: BusinessAddress & { country: 'SA' };
};

const FIELDS = [
  'nameAr',
  'nameEn',
  'vatNumber',
  'crNumber',
  'address.street',
  'address.buildingNumber',
  'address.district',
  'address.city',
  'address.postalCode',
  'address.country',
] as const;

function valuesOf(b: BusinessProfile): Values {
  const { street, buildingNumber, district, city, postalCode } = b.address;
  return {
    nameAr: b.nameAr,
    nameEn: b.nameEn,
    vatNumber: b.vatNumber,
    crNumber: b.crNumber,
    address: { street, buildingNumber, district, city, postalCode, country: 'SA' },
  };
}

/** The editable part of a business profile, validated with the server's updateBusinessBody. */
export function BusinessProfileForm({ business }: { business: BusinessProfile }) {
  const b = business.key;
  const update = useUpdateBusiness(b);
  const form = useForm<Values>({
    initialValues: valuesOf(business),
    validate: zodResolver(updateBusinessBody),
  });
  const text = t.admin.business;

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (res) => {
        form.setValues(valuesOf(res.business));
        form.resetDirty(valuesOf(res.business));
        notifications.show({ color: 'teal', message: text.saved });
      },
      onError: (err) => showSaveError(err, form, FIELDS),
    }),
  );
  const digits = (max: number) => ({
    dir: 'ltr' as const,
    inputMode: 'numeric' as const,
    maxLength: max,
    autoComplete: 'off',
  });
  // Hints under the input, so that inputs with and without a hint line up in a row.
  const order = {
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
  };

  return (
    <FormCard onSubmit={submit} testId="business-form">
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={4}>{text.identity}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...order} label={text.nameAr} required {...form.getInputProps('nameAr')} />
            <TextInput
              {...order}
              label={text.nameEn}
              required
              dir="ltr"
              {...form.getInputProps('nameEn')}
            />
            <TextInput
              {...order}
              label={text.vatNumber}
              description={text.vatHint}
              required
              {...digits(15)}
              {...form.getInputProps('vatNumber')}
            />
            <TextInput
              {...order}
              label={text.crNumber}
              description={text.crHint}
              required
              {...digits(10)}
              {...form.getInputProps('crNumber')}
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="sm">
          <Title order={4}>{text.address}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <TextInput
              {...order}
              label={text.street}
              required
              {...form.getInputProps('address.street')}
            />
            <TextInput
              {...order}
              label={text.buildingNumber}
              description={text.buildingHint}
              required
              {...digits(4)}
              {...form.getInputProps('address.buildingNumber')}
            />
            <TextInput
              {...order}
              label={text.district}
              required
              {...form.getInputProps('address.district')}
            />
            <TextInput
              {...order}
              label={text.city}
              required
              {...form.getInputProps('address.city')}
            />
            <TextInput
              {...order}
              label={text.postalCode}
              description={text.postalHint}
              required
              {...digits(5)}
              {...form.getInputProps('address.postalCode')}
            />
            <TextInput
              {...order}
              label={text.country}
              description={
                <>
                  {text.countryHint} <Num>SA</Num>
                </>
              }
              value={text.countryValue}
              readOnly
              variant="filled"
              data-testid="business-country"
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!form.isDirty() || update.isPending}
            onClick={() => form.reset()}
          >
            {text.reset}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconDeviceFloppy size={18} />}
            data-testid="save-business"
          >
            {text.save}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
}
