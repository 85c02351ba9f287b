import { Badge, Button, Group, Loader, Menu, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCashBanknote,
  IconCashBanknoteOff,
  IconCashRegister,
  IconChevronDown,
  IconLock,
  IconReportAnalytics,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { riyadhTime } from '../../../../domain/riyadh-time';
import { useCan } from '../../../app';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../locales/ar';
import { Num } from '../../../components/Num';
import type { PosShift } from './use-pos-shift';

const s = t.shiftsPos;
const MENU_ITEM = { item: { minHeight: 44 } };

/** HH:MM in Riyadh of an ISO instant. */
export const riyadhHhMm = (iso: string) => riyadhTime(Date.parse(iso)).slice(0, 5);

/** No till in the business: a cashier is told to ask a manager, a manager gets the tills screen. */
export function NoTills({ business, compact }: { business: string; compact?: boolean }) {
  const manager = useCan('tills.manage');
  return (
    <Group gap="sm" wrap="wrap" data-testid="shift-no-tills">
      <Text fw={700}>{s.noTills}</Text>
      {!compact && <Text c="dimmed">{manager ? s.noTillsManager : s.noTillsCashier}</Text>}
      {manager ? (
        <Button
          component={Link}
          to={`/${business}/tills`}
          h={44}
          variant="light"
          data-testid="shift-tills-link"
        >
          {s.manageTills}
        </Button>
      ) : (
        compact && <Text c="dimmed">{s.noTillsCashier}</Text>
      )}
    </Group>
  );
}

/** The open shift's menu: cash in / out, X report, close. */
function ShiftMenu({ shift }: { shift: PosShift }) {
  return (
    <Menu position="bottom-end" shadow="md" width={220} styles={MENU_ITEM}>
      <Menu.Target>
        <Button
          h={44}
          variant="light"
          rightSection={<IconChevronDown size={18} />}
          data-testid="shift-menu"
        >
          {s.shiftMenu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconCashBanknote size={20} />}
          onClick={() => shift.setDialog('in')}
          data-testid="shift-cash-in"
        >
          {s.cashIn}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCashBanknoteOff size={20} />}
          onClick={() => shift.setDialog('out')}
          data-testid="shift-cash-out"
        >
          {s.cashOut}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconReportAnalytics size={20} />}
          onClick={() => shift.setDialog('x')}
          data-testid="shift-x-report"
        >
          {s.xReport}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLock size={20} />}
          onClick={() => shift.setDialog('close')}
          data-testid="shift-close"
        >
          {s.closeShift}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The shift bar above the POS (decision 0055): this device's till (tap to change it), the shift's
 * state — open since HH:MM Riyadh by whom, amber when past its business day, or «لا توجد وردية
 * مفتوحة» with «فتح وردية» — and the shift's menu.
 */
export function ShiftBar({ shift }: { shift: PosShift }) {
  const open = shift.shift;
  return (
    <div
      className="shift-bar no-print"
      data-testid="shift-bar"
      data-past-day={open?.pastBusinessDay ? 'true' : 'false'}
    >
      {shift.status !== 'noTills' && shift.tills.length > 0 && (
        <Button
          h={44}
          variant="default"
          leftSection={<IconCashRegister size={20} />}
          onClick={() => shift.setDialog('till')}
          title={s.changeTill}
          data-testid="shift-till"
        >
          {shift.till?.name ?? s.noTillChosen}
        </Button>
      )}
      <div className="shift-bar-state" data-testid="shift-state" data-status={shift.status}>
        {shift.status === 'loading' && <Loader size="sm" />}
        {shift.status === 'error' && (
          <Text c="red">{`${s.tillsFailed}: ${errorMessage(shift.error)}`}</Text>
        )}
        {shift.status === 'noTills' && <NoTills business={shift.business} compact />}
        {shift.status === 'closed' && <Text fw={600}>{s.noShift}</Text>}
        {open && (
          <Group gap="xs" wrap="wrap">
            <Text fw={600} data-testid="shift-open-since">
              {s.openSince} <Num>{riyadhHhMm(open.openedAt)}</Num> — {open.cashier.name}
            </Text>
            {open.pastBusinessDay && (
              <Badge
                color="yellow"
                variant="filled"
                c="dark"
                size="lg"
                leftSection={<IconAlertTriangle size={16} />}
                data-testid="shift-past-day"
              >
                {s.pastDay}
              </Badge>
            )}
          </Group>
        )}
      </div>
      {shift.status === 'closed' && (
        <Button h={44} onClick={() => shift.setDialog('open')} data-testid="shift-open">
          {s.openShift}
        </Button>
      )}
      {open && <ShiftMenu shift={shift} />}
    </div>
  );
}
