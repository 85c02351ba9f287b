import { AppShell, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { HeaderDate } from '../components/HeaderDate';
import { api } from '../lib/api';
import { clearSession } from '../lib/session';
import { t } from '../locales/ar';
import { AccountMenu } from './AccountMenu';
import { useSession } from './guards';

/** Header (app name, today's date in Gregorian and Hijri, the account menu with name and role). */
export function Layout() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Another tab signed out, or in as someone else (the session is shared, decision 0049): what
  // this tab fetched for the previous session is forgotten.
  const token = useRef(session?.token);
  useEffect(() => {
    if (token.current && token.current !== session?.token) queryClient.clear();
    token.current = session?.token;
  }, [session?.token, queryClient]);

  async function signOut() {
    try {
      await api('/logout', { method: 'POST' });
    } catch {
      // The session is cleared locally either way; a failed revoke expires on its own.
    }
    clearSession();
    queryClient.clear();
    notifications.show({ message: t.auth.signedOut });
    navigate('/login', { replace: true });
  }

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header className="no-print">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Text
              component={Link}
              to="/"
              fw={700}
              size="xl"
              c="teal.8"
              mih={44}
              miw={44}
              style={{
                textDecoration: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {t.common.appName}
            </Text>
            <HeaderDate />
          </Group>
          {session && <AccountMenu session={session} onSignOut={signOut} />}
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
