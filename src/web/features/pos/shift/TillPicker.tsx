import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { t } from '../../../locales/ar';
import { NoTills } from './ShiftBar';
import type { PosShift } from './use-pos-shift';
import { ShiftModal } from './ShiftModal';

const s = t.shiftsPos;

/** «On which till is this device?»: one big button per active till; remembered on the device. */
export function TillPicker({ shift, onClose }: { shift: PosShift; onClose: () => void }) {
  const tills = shift.tills.filter((x) => !x.archived);
  return (
    <ShiftModal opened onClose={onClose} title={s.chooseTill} size="lg">
      <Text c="dimmed" mb="md">
        {s.chooseTillHint}
      </Text>
      {tills.length === 0 ? (
        <NoTills business={shift.business} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {tills.map((till) => (
            <Button
              key={till.id}
              size="lg"
              h={64}
              variant={till.id === shift.till?.id ? 'filled' : 'light'}
              leftSection={<IconCashRegister size={24} />}
              onClick={() => {
                shift.chooseTill(till.id);
                onClose();
              }}
              data-testid={`till-${till.id}`}
            >
              {till.name}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </ShiftModal>
  );
}
