import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { BusinessProfile } from '../../../domain/business';
import { updateBusinessBody } from '../../../domain/schemas/businesses';
import { FormCard } from '../../components/FormCard';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useUpdateBusiness } from './api/update-business';
import {
  PROFILE_FIELDS,
  ProfileFields,
  profileValuesOf,
  type ProfileValues,
} from './ProfileFields';
import {
  PRINTER_FIELDS,
  PrinterFields,
  printerValuesOf,
  type PrinterValues,
} from '../../components/PrinterFields';
import {
  SHIFT_FIELDS,
  ShiftFields,
  shiftSettingsForm,
  shiftValuesOf,
  type ShiftValues,
} from './ShiftFields';

const FORM_FIELDS = [...PROFILE_FIELDS, ...PRINTER_FIELDS, ...SHIFT_FIELDS];
const valuesOf = (b: BusinessProfile) => ({
  ...profileValuesOf(b),
  ...printerValuesOf(b),
  ...shiftValuesOf(b),
});
const validateProfile = zodResolver(updateBusinessBody);
const validateShifts = zodResolver(shiftSettingsForm);

/**
 * The editable part of a business profile — identity, national address, the receipt printer and
 * the shift settings (decision 0055: requireShift, shiftDifferenceLimit in SAR) — validated with
 * the server's updateBusinessBody and, for the shift settings, their own check (ShiftFields).
 */
export function BusinessProfileForm({ business }: { business: BusinessProfile }) {
  const update = useUpdateBusiness(business.key);
  const form = useForm<ProfileValues & PrinterValues & ShiftValues>({
    initialValues: valuesOf(business),
    validate: (values) => ({ ...validateProfile(values), ...validateShifts(values) }),
  });
  const text = t.businesses.profile;

  const submit = form.onSubmit((values) => {
    // The shift settings ride beside the update body's own fields (ShiftFields).
    const body = { ...values, shiftDifferenceLimit: Number(values.shiftDifferenceLimit) };
    update.mutate(body, {
      onSuccess: (res) => {
        form.setValues(valuesOf(res.business));
        form.resetDirty(valuesOf(res.business));
        notifications.show({ color: 'teal', message: text.saved });
      },
      onError: (err) => showSaveError(err, form, FORM_FIELDS),
    });
  });

  return (
    <FormCard onSubmit={submit} testId="business-form">
      <Stack gap="lg">
        <ProfileFields inputProps={(path) => form.getInputProps(path)} />
        <PrinterFields
          inputProps={(path) => form.getInputProps(path)}
          paperWidthMm={form.values.paperWidthMm}
          onPaperWidth={(mm) => form.setFieldValue('paperWidthMm', mm)}
        />
        <ShiftFields inputProps={(path, options) => form.getInputProps(path, options)} />
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
