import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DENOMINATIONS, countValue } from '../../../domain/denominations';
import { halalasToSar } from '../../../domain/money';
import { Sar } from '../../components/Amount';
import { t } from '../../locales/ar';

/** The body of POST shifts/{id}/count: a count by denomination, or an amount alone (SAR). */
export interface LateCount {
  count?: Record<string, number>;
  amount?: number;
  cardBatchTotal?: number;
}

const label = (halalas: number) => (halalas / 100).toFixed(2);

/**
 * The count of a force-closed shift, entered later by a manager (decision 0055): pieces per riyal
 * note and coin (their value shown as it is typed), or an amount alone when nothing is counted by
 * denomination, and the card terminal's batch total if known.
 */
export function LateCountForm(props: {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (body: LateCount) => void;
}) {
  const text = t.shifts.shift;
  const [pieces, setPieces] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState<number | string>('');
  const [card, setCard] = useState<number | string>('');
  const counted = Object.fromEntries(Object.entries(pieces).filter(([, n]) => n > 0));
  const byCount = Object.keys(counted).length > 0;
  const submit = () => {
    const body: LateCount = byCount ? { count: counted } : { amount: Number(amount) };
    if (typeof card === 'number') body.cardBatchTotal = card;
    props.onSave(body);
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={text.enterCount} centered size="lg">
      <Stack data-testid="late-count">
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {DENOMINATIONS.map((d) => (
            <NumberInput
              key={d.key}
              label={label(d.halalas)}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={pieces[d.key] ?? ''}
              onChange={(v) => setPieces({ ...pieces, [d.key]: typeof v === 'number' ? v : 0 })}
              data-testid={`count-${d.key}`}
            />
          ))}
        </SimpleGrid>
        <Text fw={600} data-testid="count-total">
          {text.countTotal}: <Sar value={halalasToSar(countValue(counted))} />
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={text.amount}
            min={0}
            decimalScale={2}
            disabled={byCount}
            value={amount}
            onChange={setAmount}
            data-testid="count-amount"
          />
          <NumberInput
            label={text.cardBatch}
            min={0}
            decimalScale={2}
            value={card}
            onChange={setCard}
            data-testid="count-card"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t.common.cancel}
          </Button>
          <Button
            loading={props.saving}
            // The count is entered once: nothing counted and no amount is not a count.
            disabled={!byCount && typeof amount !== 'number'}
            onClick={submit}
            data-testid="count-save"
          >
            {text.saveCount}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
