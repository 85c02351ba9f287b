import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconArrowBackUp } from '@tabler/icons-react';
import { memo } from 'react';
import { kitchenAge } from '../../../domain/held-orders';
import { ORDER_TYPE_LABELS } from '../../../domain/order-types';
import type { KitchenBoardCard } from '../../../domain/schemas/kitchen';
import { Num } from '../../components/Num';
import type { ReadyChange } from './api';
import { k } from './text';

/** `ms` (≥ 0) as minutes:seconds, «07:05»; past 99 minutes the minutes simply grow. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * One card of the kitchen display (decision 0057): the order's number, type and table, the
 * station, the time since its oldest line not yet ready (mm:ss at `now`, UTC ms on the server's
 * clock) coloured and named by kitchenAge, and its lines; a tap on a line toggles it ready, the
 * card's button marks them all (or takes them back once all are ready).
 */
export const KitchenCard = memo(function KitchenCard(props: {
  card: KitchenBoardCard;
  now: number;
  onReady: (change: ReadyChange) => void;
}) {
  const { card, now, onReady } = props;
  const age = card.ready ? 'fresh' : kitchenAge(card.since, now);
  const orderLabel = k.order(card.number);
  return (
    <article
      className="kitchen-card"
      data-age={age}
      data-ready={card.ready ? 'true' : 'false'}
      data-testid="kitchen-card"
      aria-label={orderLabel}
    >
      <header className="kitchen-card-head">
        <div>
          <div className="kitchen-card-number">
            <Num>{orderLabel}</Num>
          </div>
          <div className="kitchen-card-meta">
            {ORDER_TYPE_LABELS[card.orderType]}
            {card.table && ` · ${k.table(card.table)}`}
            {' · '}
            {card.stationId === null ? k.noStation : card.stationName}
          </div>
        </div>
        <div className="kitchen-card-age">
          {card.ready ? (
            <span data-testid="card-age">{k.ready}</span>
          ) : (
            <>
              <span className="kitchen-card-clock" data-testid="card-elapsed">
                <Num>{formatElapsed(now - card.since)}</Num>
              </span>
              <span data-testid="card-age">{k.ages[age]}</span>
            </>
          )}
        </div>
      </header>
      <ul className="kitchen-lines">
        {card.lines.map((line) => {
          const ready = line.readyAt !== null;
          return (
            <li key={line.id}>
              <button
                type="button"
                className="kitchen-line"
                data-ready={ready ? 'true' : 'false'}
                aria-pressed={ready}
                aria-label={k.lineReadyLabel(`${line.quantity} × ${line.name}`, ready)}
                data-testid={`kitchen-line-${line.id}`}
                onClick={() => onReady({ kind: 'line', lineId: line.id, ready: !ready })}
              >
                <span className="kitchen-line-name">
                  <Num>{line.quantity}</Num> × {line.name}
                  {line.round > 1 && (
                    <Badge ml={6} size="sm" color="dark" variant="outline">
                      {k.round}
                    </Badge>
                  )}
                </span>
                {line.choices.length > 0 && (
                  <span className="kitchen-line-choices">{line.choices.join('، ')}</span>
                )}
                {line.kitchenNote && <span className="kitchen-line-note">{line.kitchenNote}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <Group justify="flex-end" p="xs">
        {card.ready ? (
          <Button
            size="md"
            variant="default"
            leftSection={<IconArrowBackUp size={20} />}
            onClick={() => onReady({ kind: 'card', card, ready: false })}
            data-testid={`card-undo-${card.orderId}`}
          >
            {k.undoReady}
          </Button>
        ) : (
          <Button
            size="lg"
            color="teal.9"
            leftSection={<IconCheck size={22} />}
            onClick={() => onReady({ kind: 'card', card, ready: true })}
            data-testid={`card-ready-${card.orderId}`}
          >
            <Text span fw={700} size="lg">
              {k.ready}
            </Text>
          </Button>
        )}
      </Group>
    </article>
  );
});
