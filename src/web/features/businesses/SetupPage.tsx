import { Alert, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { NotLoaded } from '../../components/QueryState';
import { useMe } from '../../lib/me';
import { t } from '../../locales/ar';
import { NewBusinessForm } from './NewBusinessForm';

/**
 * /admin/setup (admin): the first sign-in of a one-shop install (SEED_BUSINESSES=none,
 * docs/screens/0017-businesses-screens.md). While `/users/me` says needsBusinessSetup, the home
 * page sends the administrator here to
 * enter their business; once it is created they land on its home. Once Sanad has a business,
 * this page sends them to the home page.
 */
export function SetupPage() {
  const me = useMe();
  // The created business's key. Creating it also refreshes /users/me (no setup needed any more),
  // which would send the page home; the new business's home wins, even while its screen's code is
  // still loading (lazy routes).
  const [created, setCreated] = useState<string | null>(null);
  if (created) return <Navigate to={`/${created}`} replace />;
  if (!me.isSuccess) return <NotLoaded query={me} />;
  if (!me.data.needsBusinessSetup) return <Navigate to="/" replace />;
  const text = t.businesses.setup;
  return (
    <Stack maw={1100} mx="auto" gap="md">
      <Title order={2}>{text.title}</Title>
      <Alert
        variant="light"
        color="teal"
        icon={<IconBuildingStore size={22} />}
        data-testid="setup-intro"
      >
        {text.intro}
      </Alert>
      <NewBusinessForm
        submitLabel={text.submit}
        onCreated={(b) => {
          notifications.show({ color: 'teal', message: t.businesses.create.created(b.nameAr) });
          setCreated(b.key);
        }}
      />
    </Stack>
  );
}
