import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { KitchenStationView } from '../../../domain/schemas/kitchen';
import { useBusinessKey } from '../../app';
import { ConfirmDialog } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { useArchiveKitchenStation, useKitchenStations } from './api';
import { StationForm } from './StationForm';
import { k } from './text';

type Editing = { station?: KitchenStationView } | null;

/**
 * /{business}/kitchen/stations (restaurants, catalogue.write; decision 0057): the kitchen stations
 * with their printer and what they cook; add, edit, and archive after a confirmation.
 */
export function StationsPage() {
  const business = useBusinessKey();
  const q = useKitchenStations(business);
  const archive = useArchiveKitchenStation(business);
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<KitchenStationView | null>(null);

  function confirmArchive() {
    if (!archiving) return;
    archive.mutate(archiving.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: k.archived }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      onSettled: () => setArchiving(null),
    });
  }

  return (
    <Stack>
      <PageHeader title={k.stationsTitle} back={`/${business}/kitchen`}>
        <Button
          size="md"
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing({})}
          data-testid="new-station"
        >
          {k.newStation}
        </Button>
      </PageHeader>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <Card withBorder padding="lg" data-testid="stations-empty">
          <Title order={4}>{k.stationsEmptyTitle}</Title>
          <Text mt="xs">{k.stationsEmptyBody}</Text>
        </Card>
      ) : (
        q.data.map((s) => (
          <Card key={s.id} withBorder padding="md" data-testid="kitchen-station">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={4}>{s.name}</Title>
                <Group gap="xs">
                  {s.printerAddress ? (
                    <Badge variant="outline" color="dark" size="lg">
                      <Num>{s.printerAddress}</Num> · {k.paper(s.paperWidthMm)}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray" size="lg">
                      {k.noPrinter}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="gray.7">
                  {k.cooks(s.productIds.length, s.categoryIds.length)}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="md"
                  variant="light"
                  leftSection={<IconPencil size={18} />}
                  onClick={() => setEditing({ station: s })}
                  data-testid={`edit-station-${s.id}`}
                >
                  {k.edit}
                </Button>
                <Button
                  size="md"
                  variant="light"
                  color="red"
                  leftSection={<IconArchive size={18} />}
                  onClick={() => setArchiving(s)}
                  data-testid={`archive-station-${s.id}`}
                >
                  {k.archive}
                </Button>
              </Group>
            </Group>
          </Card>
        ))
      )}
      {editing && (
        <StationForm
          business={business}
          station={editing.station}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={archiving !== null}
        title={k.archiveTitle}
        body={k.archiveBody(archiving?.name ?? '')}
        confirmLabel={k.archive}
        loading={archive.isPending}
        testId="confirm-archive-station"
        onCancel={() => setArchiving(null)}
        onConfirm={confirmArchive}
      />
    </Stack>
  );
}
