import { Alert, Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { changePasswordBody } from '../../../domain/schemas/users';
import { PageHeader } from '../../components/PageHeader';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useChangePassword } from './api/change-password';

const text = t.users.password;

/** The server's body, plus the new password typed twice (checked here only). */
const formSchema = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    error: text.mismatch,
    path: ['confirmPassword'],
  });

/**
 * /users/me/password (any signed-in user, from the header's account menu): current password,
 * new password twice. Saved: a notice, and back to «معلوماتي»; this tab stays signed in.
 * Errors in Arabic on their fields (wrong current password, weak new one). Decision 0049.
 */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zodResolver(formSchema),
  });
  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: text.saved });
          navigate('/users/me');
        },
        onError: (err) => showSaveError(err, form, ['currentPassword', 'newPassword']),
      },
    ),
  );
  return (
    <>
      <PageHeader title={text.title} back="/users/me" />
      <Card withBorder radius="lg" padding="lg" maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Alert variant="light" color="teal" icon={<IconInfoCircle />} p="xs">
              <Text size="sm">{text.intro}</Text>
            </Alert>
            <PasswordInput
              label={text.current}
              autoComplete="current-password"
              required
              data-testid="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={text.next}
              description={t.users.create.passwordHint}
              autoComplete="new-password"
              required
              data-testid="new-password"
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={text.confirm}
              autoComplete="new-password"
              required
              data-testid="confirm-password"
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending} data-testid="save-password">
                {text.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
