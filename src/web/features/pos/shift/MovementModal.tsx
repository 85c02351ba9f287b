import { Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../locales/ar';
import { useCashMovement } from './api';
import { ShiftModal } from './ShiftModal';

const s = t.shiftsPos;

/** Cash in or out of the drawer during the shift, with its amount and reason (POST shifts/{id}/movements). */
export function MovementModal(props: {
  business: string;
  shiftId: number;
  direction: 'in' | 'out';
  onClose: () => void;
}) {
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const save = useCashMovement(props.business, props.shiftId);
  const ready = amount !== '' && amount > 0 && reason.trim() !== '';
  return (
    <ShiftModal opened onClose={props.onClose} title={s.movementTitle(props.direction)} size="md">
      <Stack gap="md">
        <NumberInput
          size="lg"
          label={s.amount}
          min={0}
          decimalScale={2}
          allowNegative={false}
          hideControls
          value={amount}
          onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
          data-testid="movement-amount"
          data-autofocus
        />
        <TextInput
          size="lg"
          label={s.reason}
          placeholder={s.reasonHint}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="movement-reason"
        />
        {save.isError && (
          <Text c="red" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <Button
          size="lg"
          h={56}
          color={props.direction === 'in' ? 'teal' : 'orange'}
          disabled={!ready}
          loading={save.isPending}
          onClick={() =>
            ready &&
            save.mutate(
              { direction: props.direction, amount, reason: reason.trim() },
              {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: s.movementSaved(props.direction) });
                  props.onClose();
                },
              },
            )
          }
          data-testid="movement-submit"
        >
          {t.common.save}
        </Button>
      </Stack>
    </ShiftModal>
  );
}
