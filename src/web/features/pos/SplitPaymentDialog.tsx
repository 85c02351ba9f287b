import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { halalasToSar, sarToHalalas, type Halalas } from '../../../domain/money';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';

const toHalalas = (v: string | number) => (v === '' ? 0 : sarToHalalas(Number(v)));

/**
 * The split payment (decision 0056): a cash part and a mada part summing to the total; typing one
 * fills the other with the rest. Confirms the cash part (halalas); Arabic messages when the parts
 * do not fit.
 */
export default function SplitPaymentDialog(props: {
  total: Halalas;
  initialCash: Halalas | null;
  onClose: () => void;
  onConfirm: (cash: Halalas) => void;
}) {
  const { total } = props;
  const start = props.initialCash ?? Math.floor(total / 2 / 100) * 100;
  const [cash, setCash] = useState<Halalas>(start);
  const [card, setCard] = useState<Halalas>(total - start);
  let error = '';
  if (cash <= 0 || card <= 0) error = 'كل جزء أكبر من صفر';
  else if (cash + card !== total)
    error = `مجموع الجزأين يجب أن يساوي الإجمالي ${formatSarNumber(halalasToSar(total))}`;
  const input = {
    size: 'xl',
    min: 0,
    decimalScale: 2,
    hideControls: true,
    inputMode: 'decimal',
  } as const;
  return (
    <Modal opened onClose={props.onClose} title="دفع مجزأ" centered size="md" radius="lg">
      <Stack gap="md" data-testid="pos-split">
        <Group justify="space-between">
          <Text fw={700}>الإجمالي</Text>
          <span style={{ fontWeight: 800, fontSize: 22 }}>
            <Num>{formatSarNumber(halalasToSar(total))}</Num>
          </span>
        </Group>
        <NumberInput
          {...input}
          label="نقداً"
          value={halalasToSar(cash)}
          onChange={(v) => {
            const h = toHalalas(v);
            setCash(h);
            setCard(Math.max(0, total - h));
          }}
          data-testid="pos-split-cash"
        />
        <NumberInput
          {...input}
          label="مدى"
          value={halalasToSar(card)}
          onChange={(v) => {
            const h = toHalalas(v);
            setCard(h);
            setCash(Math.max(0, total - h));
          }}
          data-testid="pos-split-card"
        />
        {error && (
          <Text c="red" fw={700} data-testid="pos-split-error">
            {error}
          </Text>
        )}
        <Button
          size="xl"
          h={60}
          color="teal.7"
          disabled={error !== ''}
          onClick={() => props.onConfirm(cash)}
          data-testid="pos-split-confirm"
        >
          تأكيد
        </Button>
      </Stack>
    </Modal>
  );
}
