import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../locales/ar';
import { NoTills } from './ShiftBar';
import type { PosShift } from './use-pos-shift';

const s = t.shiftsPos;

/**
 * In place of the catalogue and the cart when the business requires a shift and none is open
 * (decision 0055): the cashier opens one (or chooses the till first) instead of building a sale
 * that could not be saved. The cart itself is kept and comes back once the shift is open.
 */
export function ShiftRequired({ shift }: { shift: PosShift }) {
  return (
    <div className="shift-required" data-testid="shift-required">
      <Paper withBorder radius="lg" p="xl" maw={560}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconCashRegister size={36} />
          </ThemeIcon>
          <Title order={3}>{s.required}</Title>
          {shift.status === 'loading' && <Loader />}
          {shift.status === 'error' && <Text c="red">{errorMessage(shift.error)}</Text>}
          {shift.status === 'noTills' && <NoTills business={shift.business} />}
          {shift.status === 'noTill' && (
            <Button size="lg" h={52} onClick={() => shift.setDialog('till')}>
              {s.chooseTill}
            </Button>
          )}
          {shift.status === 'closed' && (
            <>
              <Text c="dimmed">{s.requiredHint}</Text>
              <Button
                size="lg"
                h={56}
                onClick={() => shift.setDialog('open')}
                data-testid="shift-required-open"
              >
                {s.openShift}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </div>
  );
}
