import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconFlask } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NotLoaded } from '../../components/QueryState';
import { useMe } from '../../lib/me';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useChooseSampleBusinesses } from './api/choose-sample-businesses';
import { NewBusinessForm } from './NewBusinessForm';

const text = t.businesses.setup;

/** The first start's two paths, offered to the first administrator (decision 0049). */
function FirstStartChoice({ onOwn, onSamples }: { onOwn: () => void; onSamples: () => void }) {
  const samples = useChooseSampleBusinesses();
  const path = (
    testId: string,
    icon: ReactNode,
    title: string,
    hint: string,
    button: ReactNode,
  ) => (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack h="100%" justify="space-between">
        <Stack gap="xs">
          {icon}
          <Title order={3}>{title}</Title>
          <Text>{hint}</Text>
        </Stack>
        {button}
      </Stack>
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {path(
        'setup-own',
        <IconBuildingStore size={36} color="var(--mantine-color-teal-7)" aria-hidden />,
        text.ownTitle,
        text.ownHint,
        <Button size="md" onClick={onOwn} data-testid="setup-choose-own">
          {text.ownButton}
        </Button>,
      )}
      {path(
        'setup-samples',
        <IconFlask size={36} color="var(--mantine-color-orange-7)" aria-hidden />,
        text.samplesTitle,
        text.samplesHint,
        <Button
          size="md"
          variant="light"
          color="orange"
          loading={samples.isPending}
          onClick={() =>
            samples.mutate(undefined, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: text.samplesDone });
                onSamples();
              },
              onError: (err) => showSaveError(err),
            })
          }
          data-testid="setup-choose-samples"
        >
          {text.samplesButton}
        </Button>,
      )}
    </SimpleGrid>
  );
}

/**
 * /admin/setup (admin): the first sign-in of a Sanad with no business
 * (docs/screens/0017-businesses-screens.md). While `/users/me` says needsBusinessSetup, the home
 * page sends the administrator here. When SEED_BUSINESSES was left unset, the first administrator
 * first chooses between their own business and the two sample ones (`sampleBusinessesOffered`,
 * decision 0049); with SEED_BUSINESSES=none the form comes at once. Their own business created,
 * they land on its home; the sample ones, on the home page. Once Sanad has a business, this page
 * sends them to the home page.
 */
export function SetupPage() {
  const me = useMe();
  // The created business's key. Creating it also refreshes /users/me (no setup needed any more),
  // which would send the page home; the new business's home wins, even while its screen's code is
  // still loading (lazy routes).
  const [created, setCreated] = useState<string | null>(null);
  const [own, setOwn] = useState(false);
  if (created) return <Navigate to={created === '/' ? '/' : `/${created}`} replace />;
  if (!me.isSuccess) return <NotLoaded query={me} />;
  if (!me.data.needsBusinessSetup) return <Navigate to="/" replace />;
  const choosing = me.data.sampleBusinessesOffered && !own;
  return (
    <Stack maw={1100} mx="auto" gap="md">
      <Title order={2}>{text.title}</Title>
      <Alert
        variant="light"
        color="teal"
        icon={<IconBuildingStore size={22} />}
        data-testid="setup-intro"
      >
        {choosing ? text.choiceIntro : text.intro}
      </Alert>
      {choosing ? (
        <FirstStartChoice onOwn={() => setOwn(true)} onSamples={() => setCreated('/')} />
      ) : (
        <NewBusinessForm
          submitLabel={text.submit}
          onCreated={(b) => {
            notifications.show({ color: 'teal', message: t.businesses.create.created(b.nameAr) });
            setCreated(b.key);
          }}
        />
      )}
    </Stack>
  );
}
