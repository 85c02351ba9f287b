import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { BusinessAddress, BusinessProfile } from '../../../domain/business';
import { Num } from '../../components/Num';
import { t } from '../../locales/ar';

/** The profile values an admin types: names, VAT number, CR number and the national address. */
export type ProfileValues = Pick<
  BusinessProfile,
  'nameAr' | 'nameEn' | 'vatNumber' | 'crNumber'
> & {
  address: BusinessAddress & { country: 'SA' };
};

/** Form paths of the profile fields, where the server's field errors are shown. */
export const PROFILE_FIELDS = [
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
type ProfilePath = (typeof PROFILE_FIELDS)[number];

/** An empty profile (a new business). */
export const EMPTY_PROFILE: ProfileValues = {
  nameAr: '',
  nameEn: '',
  vatNumber: '',
  crNumber: '',
  address: {
    street: '',
    buildingNumber: '',
    district: '',
    city: '',
    postalCode: '',
    country: 'SA',
  },
};

/** The profile values of a stored business (for the edit form). */
export function profileValuesOf(b: BusinessProfile): ProfileValues {
  const { street, buildingNumber, district, city, postalCode } = b.address;
  return {
    nameAr: b.nameAr,
    nameEn: b.nameEn,
    vatNumber: b.vatNumber,
    crNumber: b.crNumber,
    address: { street, buildingNumber, district, city, postalCode, country: 'SA' },
  };
}

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

/**
 * The identity and national-address inputs of a business (ZATCA seller block), shared by the
 * profile edit, the new-business form and the first sign-in setup. `inputProps(path)` is the
 * form's getInputProps; the same zod schema as the server's judges the values.
 */
export function ProfileFields({ inputProps }: { inputProps: (path: ProfilePath) => object }) {
  const text = t.businesses.profile;
  return (
    <>
      <Stack gap="sm">
        <Title order={4}>{text.identity}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...order} label={text.nameAr} required {...inputProps('nameAr')} />
          <TextInput {...order} label={text.nameEn} required dir="ltr" {...inputProps('nameEn')} />
          <TextInput
            {...order}
            label={text.vatNumber}
            description={text.vatHint}
            required
            {...digits(15)}
            {...inputProps('vatNumber')}
          />
          <TextInput
            {...order}
            label={text.crNumber}
            description={text.crHint}
            required
            {...digits(10)}
            {...inputProps('crNumber')}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={4}>{text.address}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput {...order} label={text.street} required {...inputProps('address.street')} />
          <TextInput
            {...order}
            label={text.buildingNumber}
            description={text.buildingHint}
            required
            {...digits(4)}
            {...inputProps('address.buildingNumber')}
          />
          <TextInput
            {...order}
            label={text.district}
            required
            {...inputProps('address.district')}
          />
          <TextInput {...order} label={text.city} required {...inputProps('address.city')} />
          <TextInput
            {...order}
            label={text.postalCode}
            description={text.postalHint}
            required
            {...digits(5)}
            {...inputProps('address.postalCode')}
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
    </>
  );
}
