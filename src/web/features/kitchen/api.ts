import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  KitchenBoardCard,
  KitchenStationBody,
  KitchenStationView,
  kitchenBoardAnswer,
} from '../../../domain/schemas/kitchen';
import { api } from '../../lib/api';
import { qk } from '../../lib/query-keys';

/** The board as the display keeps it: the server's answer and when it arrived (UTC ms). */
export type KitchenBoard = z.infer<typeof kitchenBoardAnswer> & { receivedAt: number };

/** 'all' or a station id as text: the display's choice, as remembered. */
export type StationChoice = string;

/** The display reloads at least this often (ms) when the event stream is silent or down. */
export const BOARD_REFETCH_MS = 30_000;

/**
 * GET /api/v1/{business}/kitchen/stations → the live stations with what they cook
 * (decision 0057). @throws ApiError 422 restaurant_only in a trading business.
 */
export function useKitchenStations(business: string) {
  return useQuery({
    queryKey: qk.kitchenStations(business),
    queryFn: async () =>
      (await api<{ stations: KitchenStationView[] }>(`/${business}/kitchen/stations`)).stations,
  });
}

/**
 * POST kitchen/stations (no `id`) or PUT kitchen/stations/{id}: the whole station (decision 0057).
 * @throws ApiError 422 with Arabic `fields` on bad input (name, printerAddress, paperWidthMm…).
 */
export function useSaveKitchenStation(business: string, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenStationBody) =>
      api<{ success: true; station: KitchenStationView }>(
        id ? `/${business}/kitchen/stations/${id}` : `/${business}/kitchen/stations`,
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.kitchenStations(business) }),
  });
}

/** DELETE kitchen/stations/{id}: archives the station (lines already sent keep its name). */
export function useArchiveKitchenStation(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ success: true }>(`/${business}/kitchen/stations/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.kitchenStations(business) }),
  });
}

/**
 * GET kitchen/orders[?stationId=] → the display's cards and the server's `now` (UTC ms), stamped
 * with `receivedAt` (Date.now() on arrival) so ages can be measured on the server's clock. Reloads
 * every BOARD_REFETCH_MS besides the event stream's invalidations (decision 0057).
 */
export function useKitchenBoard(business: string, station: StationChoice) {
  return useQuery({
    queryKey: qk.kitchenBoard(business, station),
    queryFn: async (): Promise<KitchenBoard> => {
      const query = station === 'all' ? '' : `?stationId=${station}`;
      const answer = await api<z.infer<typeof kitchenBoardAnswer>>(
        `/${business}/kitchen/orders${query}`,
      );
      return { ...answer, receivedAt: Date.now() };
    },
    refetchInterval: BOARD_REFETCH_MS,
  });
}

/** What a ready toggle changes: one line, or a card's lines (those of its station). */
export type ReadyChange =
  | { kind: 'line'; lineId: number; ready: boolean }
  | { kind: 'card'; card: KitchenBoardCard; ready: boolean };

/** The board with `change` applied, as the server will answer it (the optimistic view). */
export function applyReady(board: KitchenBoard, change: ReadyChange, at: number): KitchenBoard {
  const cards = board.cards.map((card) => {
    const hit = (lineId: number) =>
      change.kind === 'line'
        ? lineId === change.lineId
        : card.orderId === change.card.orderId && card.stationId === change.card.stationId;
    if (!card.lines.some((l) => hit(l.id))) return card;
    const lines = card.lines.map((l) =>
      hit(l.id) ? { ...l, readyAt: change.ready ? (l.readyAt ?? at) : null } : l,
    );
    return { ...card, lines, ready: lines.every((l) => l.readyAt !== null) };
  });
  return { ...board, cards };
}

/**
 * POST kitchen/lines/{id}/ready or held-orders/{orderId}/ready `{ ready, stationId }` (decision
 * 0057), applied to the cached board at once and rolled back when refused; the board reloads after
 * either. A card without a station marks its lines one by one (the order's route would mark every
 * station's lines). `onFailed` gets the error after the rollback (show it).
 */
export function useKitchenReady(
  business: string,
  station: StationChoice,
  onFailed: (err: unknown) => void,
) {
  const queryClient = useQueryClient();
  const key = qk.kitchenBoard(business, station);
  return useMutation({
    mutationFn: async (change: ReadyChange) => {
      const body = { ready: change.ready };
      if (change.kind === 'line') {
        await api(`/${business}/kitchen/lines/${change.lineId}/ready`, { method: 'POST', body });
      } else if (change.card.stationId === null) {
        for (const line of change.card.lines)
          if ((line.readyAt !== null) !== change.ready)
            await api(`/${business}/kitchen/lines/${line.id}/ready`, { method: 'POST', body });
      } else {
        await api(`/${business}/held-orders/${change.card.orderId}/ready`, {
          method: 'POST',
          body: { ...body, stationId: change.card.stationId },
        });
      }
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<KitchenBoard>(key);
      if (before) queryClient.setQueryData(key, applyReady(before, change, Date.now()));
      return { before };
    },
    onError: (err, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      onFailed(err);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: qk.kitchen(business) }),
  });
}
