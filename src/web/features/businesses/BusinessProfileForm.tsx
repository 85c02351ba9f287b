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

/** The editable part of a business profile, validated with the server's updateBusinessBody. */
export function BusinessProfileForm({ business }: { business: BusinessProfile }) {
  const update = useUpdateBusiness(business.key);
  const form = useForm<ProfileValues>({
    initialValues: profileValuesOf(business),
    validate: zodResolver(updateBusinessBody),
  });
  const text = t.businesses.profile;

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (res) => {
        form.setValues(profileValuesOf(res.business));
        form.resetDirty(profileValuesOf(res.business));
        notifications.show({ color: 'teal', message: text.saved });
      },
      onError: (err) => showSaveError(err, form, PROFILE_FIELDS),
    }),
  );

  return (
    <FormCard onSubmit={submit} testId="business-form">
      <Stack gap="lg">
        <ProfileFields inputProps={(path) => form.getInputProps(path)} />
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
