import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconClockExclamation, IconLock } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginBody, type LoginBody } from '../../../domain/schemas/auth';
import { useSession } from '../../app';
import { errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { safeReturnPath } from '../../lib/return-path';
import { saveSession } from '../../lib/session';
import { t } from '../../locales/ar';
import { useLogin } from './api';

/**
 * /login: username and password, the server's `msg` in red on failure. With
 * `?next=` it returns there after signing in (same-origin app paths only) and says why the
 * sign-in is needed (`reason=expired`: the server ended the session).
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'), window.location.origin);
  const expired = params.get('reason') === 'expired';
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { username: '', password: '' },
    validate: zodResolver(loginBody),
  });

  if (session) return <Navigate to={next} replace />;

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: (res) => {
        saveSession({ token: res.token, username: res.username, role: res.role, UUID: res.UUID });
        notifications.show({ color: 'teal', message: t.auth.welcome(res.username) });
        navigate(next, { replace: true });
      },
    }),
  );

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper
        shadow="md"
        p="xl"
        radius="lg"
        w={400}
        maw="100%"
        component="form"
        onSubmit={submit}
        noValidate
      >
        <Stack>
          <Title order={1} ta="center" c="teal.8">
            {t.common.appName}
          </Title>
          <Title order={3} ta="center">
            {t.auth.title}
          </Title>
          <Text ta="center" c="dimmed" size="sm">
            {t.auth.prompt}
          </Text>
          {expired ? (
            <Alert
              color="orange"
              title={t.auth.sessionExpiredTitle}
              icon={<IconClockExclamation size={20} />}
              data-testid="login-session-expired"
            >
              {t.auth.sessionExpired}
            </Alert>
          ) : (
            next !== '/' && (
              <Alert color="blue" icon={<IconLock size={20} />} data-testid="login-continue">
                {t.auth.signInToContinue}
              </Alert>
            )
          )}
          <TextInput
            label={t.auth.username}
            autoComplete="username"
            required
            autoFocus
            size="md"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t.auth.password}
            autoComplete="current-password"
            required
            size="md"
            {...form.getInputProps('password')}
          />
          {login.isError && (
            <Text c="red" size="sm" role="alert" data-testid="login-error">
              {errorMessage(login.error)}
            </Text>
          )}
          <Button type="submit" size="md" loading={login.isPending}>
            {t.auth.submit}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
