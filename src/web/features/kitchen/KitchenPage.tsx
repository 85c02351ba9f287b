import { Badge, Button, Center, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChefHat, IconSettings } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { KitchenBoardCard } from '../../../domain/schemas/kitchen';
import { useBusinessKey, useCan } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import {
  useKitchenBoard,
  useKitchenReady,
  useKitchenStations,
  type ReadyChange,
  type StationChoice,
} from './api';
import { KitchenCard } from './KitchenCard';
import { k } from './text';
import { useKitchenEvents, type KitchenConnection } from './use-kitchen-events';
import './kitchen.css';

const stationKey = (business: string) => `sanad.kitchen.station.${business}`;

/** The station this display last showed in `business` ('all' when none was picked). */
function rememberedStation(business: string): StationChoice {
  try {
    return localStorage.getItem(stationKey(business)) ?? 'all';
  } catch {
    return 'all';
  }
}

/** Date.now() (UTC ms), refreshed every `everyMs`. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The cards as shown: the server's order (oldest first), the ready ones moved to the end. */
export function displayOrder(cards: readonly KitchenBoardCard[]): KitchenBoardCard[] {
  return [...cards.filter((c) => !c.ready), ...cards.filter((c) => c.ready)];
}

function ConnectionBadge({ state }: { state: KitchenConnection }) {
  const color = state === 'open' ? 'teal.9' : state === 'reconnecting' ? 'red.9' : 'gray.8';
  return (
    <Badge size="lg" color={color} variant="filled" role="status" data-testid="kitchen-connection">
      {k.connection[state]}
    </Badge>
  );
}

/**
 * /{business}/kitchen (restaurants, decision 0057): the kitchen display for a tablet on the wall.
 * A station picker (remembered per business on this device), then one card per order and station
 * in arrival order, ready cards last; ages tick every second on the server's clock (the board's
 * `now` against Date.now() when it arrived). Live through useKitchenEvents, with a 30 s reload
 * besides; ready taps apply at once and roll back with an Arabic notice when refused.
 */
export function KitchenPage() {
  const business = useBusinessKey();
  const canWrite = useCan('catalogue.write');
  const [station, setStation] = useState<StationChoice>(() => rememberedStation(business));
  const stations = useKitchenStations(business);
  const board = useKitchenBoard(business, station);
  const connection = useKitchenEvents(business);
  const tick = useNow(1000);
  const onFailed = useCallback(
    (err: unknown) =>
      notifications.show({ color: 'red', message: k.readyFailed(errorMessage(err)) }),
    [],
  );
  const ready = useKitchenReady(business, station, onFailed);
  const { mutate } = ready;
  const onReady = useCallback((change: ReadyChange) => mutate(change), [mutate]);

  // A remembered station that has since been archived falls back to all of them.
  const known = stations.data?.some((s) => String(s.id) === station) ?? true;
  useEffect(() => {
    if (!known) setStation('all');
  }, [known]);

  function pick(value: string | null) {
    const next = value ?? 'all';
    setStation(next);
    try {
      localStorage.setItem(stationKey(business), next);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  }

  // The server's clock now: the tablet's, shifted by how far apart they were when the board came.
  // (A board that came after the last tick is measured from its own arrival.)
  const now = board.data
    ? Math.max(tick, board.data.receivedAt) + board.data.now - board.data.receivedAt
    : tick;
  const cards = board.data ? displayOrder(board.data.cards) : [];

  return (
    <Stack gap={0}>
      <PageHeader title={k.title} back={`/${business}`}>
        <ConnectionBadge state={connection} />
        {canWrite && (
          <Button
            component={Link}
            to={`/${business}/kitchen/stations`}
            size="md"
            variant="light"
            leftSection={<IconSettings size={18} />}
            data-testid="stations-link"
          >
            {k.stationsLink}
          </Button>
        )}
      </PageHeader>
      <div className="kitchen-toolbar">
        <Select
          className="kitchen-toolbar-picker"
          label={k.station}
          size="lg"
          allowDeselect={false}
          value={station}
          onChange={pick}
          data={[
            { value: 'all', label: k.allStations },
            ...(stations.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          data-testid="station-picker"
        />
      </div>
      {board.isPending ? (
        <Loading />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => board.refetch()} />
      ) : cards.length === 0 ? (
        <Center py="xl" data-testid="kitchen-empty">
          <Stack align="center" gap="sm">
            <IconChefHat size={64} stroke={1.3} color="var(--mantine-color-gray-7)" />
            <Title order={3}>{k.empty}</Title>
            <Text c="gray.7">{k.emptyHint}</Text>
          </Stack>
        </Center>
      ) : (
        <div className="kitchen-grid" data-testid="kitchen-grid">
          {cards.map((card) => (
            <KitchenCard
              key={`${card.orderId}-${card.stationId ?? 'none'}`}
              card={card}
              now={now}
              onReady={onReady}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}
