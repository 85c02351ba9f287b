import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../locales/ar';
import { useOpenShift } from './api';
import { cashCountBody, cashCountHalalas, emptyCashCount } from './cash-count';
import { CountSheet } from './CountSheet';
import { ShiftModal } from './ShiftModal';

const s = t.shiftsPos;

/**
 * Opens a shift on the till with its opening float, counted by denomination or as an amount
 * (POST tills/{tillId}/shift). A refusal (409 shift_already_open naming who holds the till) is
 * shown as the server words it, in the sheet.
 */
export function OpenShiftModal(props: {
  business: string;
  tillId: number;
  tillName: string;
  onClose: () => void;
}) {
  const [count, setCount] = useState(emptyCashCount);
  const open = useOpenShift(props.business, props.tillId);
  const ready = cashCountHalalas(count) !== null;
  return (
    <ShiftModal
      opened
      onClose={props.onClose}
      title={`${s.openTitle} — ${props.tillName}`}
      size={960}
    >
      <Stack gap="md">
        <CountSheet value={count} onChange={setCount} />
        {open.isError && (
          <Text c="red" fw={600} role="alert" data-testid="shift-open-error">
            {errorMessage(open.error)}
          </Text>
        )}
        <Button
          size="lg"
          h={56}
          disabled={!ready}
          loading={open.isPending}
          onClick={() =>
            open.mutate(cashCountBody(count), {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: s.opened, autoClose: 2500 });
                props.onClose();
              },
            })
          }
          data-testid="shift-open-submit"
        >
          {s.openShift}
        </Button>
      </Stack>
    </ShiftModal>
  );
}
