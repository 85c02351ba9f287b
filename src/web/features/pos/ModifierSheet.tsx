import { Badge, Button, Drawer, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { halalasToSar } from '../../../domain/money';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import type { ModifierGroupView } from '../../../domain/schemas/restaurant';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { choicesValid, minOf } from './modifiers';

/** What the sheet is open for: a product's groups, the choices so far, and the line being edited. */
export interface SheetRequest {
  product: PosProduct;
  groups: ModifierGroupView[];
  chosen: readonly number[];
  /** Set when editing a cart line (its current option ids). */
  editing?: readonly number[];
}

function hint(g: ModifierGroupView): string {
  const min = minOf(g);
  if (g.maxChoices === 1) return min > 0 ? 'اختر واحداً' : 'اختياري، واحد على الأكثر';
  if (min > 0) return `اختر من ${min} إلى ${g.maxChoices}`;
  return `اختياري، حتى ${g.maxChoices}`;
}

/** One group: single-choice as radio-like buttons, multi-choice as toggles (each ≥ 56 px). */
function GroupChoices(props: {
  group: ModifierGroupView;
  chosen: ReadonlySet<number>;
  onToggle: (g: ModifierGroupView, id: number) => void;
}) {
  const { group: g, chosen } = props;
  const count = g.options.filter((o) => chosen.has(o.id)).length;
  return (
    <Stack gap={6} data-testid={`pos-group-${g.id}`}>
      <Group gap="xs">
        <Text fw={800} size="lg">
          {g.name}
        </Text>
        {minOf(g) > 0 && (
          <Badge color={count >= minOf(g) ? 'teal' : 'red'} variant="light">
            مطلوب
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {hint(g)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={8}>
        {g.options.map((o) => {
          const on = chosen.has(o.id);
          return (
            <Button
              key={o.id}
              h={60}
              size="lg"
              radius="md"
              variant={on ? 'filled' : 'default'}
              color="teal.7"
              role={g.maxChoices === 1 ? 'radio' : 'checkbox'}
              aria-checked={on}
              onClick={() => props.onToggle(g, o.id)}
              data-testid={`pos-option-${o.id}`}
              styles={{
                label: { flexDirection: 'column', justifyContent: 'center', lineHeight: 1.2 },
              }}
            >
              <span>{o.name}</span>
              {o.priceChange > 0 && (
                <span style={{ fontSize: 14, opacity: 0.85 }}>
                  <Num>{`+${formatSarNumber(o.priceChange)}`}</Num>
                </span>
              )}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The choices sheet (decision 0056): the product's groups in position order, required ones
 * marked; «إضافة» stays disabled until every group's minimum and maximum hold. A modal on a
 * landscape screen, a bottom sheet on a portrait one.
 */
export default function ModifierSheet(props: {
  request: SheetRequest;
  onClose: () => void;
  onDone: (modifiers: number[]) => void;
  /** The product's unit price for the current means, halalas (shown with the choices added). */
  basePrice: number;
}) {
  const { request, onClose, onDone } = props;
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(request.chosen));
  const portrait = useMediaQuery('(orientation: portrait)');
  function onToggle(g: ModifierGroupView, id: number) {
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else if (g.maxChoices === 1) {
        g.options.forEach((o) => next.delete(o.id));
        next.add(id);
      } else if (g.options.filter((o) => next.has(o.id)).length < g.maxChoices) next.add(id);
      return next;
    });
  }
  const extra = request.groups
    .flatMap((g) => g.options)
    .filter((o) => chosen.has(o.id))
    .reduce((s, o) => s + Math.round(o.priceChange * 100), 0);
  const ok = choicesValid(request.groups, chosen);
  const body = (
    <Stack gap="md" data-testid="pos-sheet">
      {request.groups.map((g) => (
        <GroupChoices key={g.id} group={g} chosen={chosen} onToggle={onToggle} />
      ))}
      <Button
        size="xl"
        h={64}
        fz={22}
        color="teal.7"
        disabled={!ok}
        onClick={() => onDone([...chosen])}
        data-testid="pos-sheet-add"
      >
        {request.editing ? 'حفظ' : 'إضافة'}
        <span style={{ marginInlineStart: 12 }}>
          <Num>{formatSarNumber(halalasToSar(props.basePrice + extra))}</Num>
        </span>
      </Button>
    </Stack>
  );
  const title = (
    <Text fw={800} size="xl">
      {request.product.name}
    </Text>
  );
  return portrait ? (
    <Drawer opened onClose={onClose} position="bottom" size="70%" title={title} radius="lg">
      {body}
    </Drawer>
  ) : (
    <Modal opened onClose={onClose} size="xl" title={title} centered radius="lg">
      {body}
    </Modal>
  );
}
