import { Badge, Button, Card, Group, Select, Stack, Table, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { ShiftSummary } from '../../../domain/schemas/shifts';
import { useBusinessKey, useCan } from '../../app';
import { Sar } from '../../components/Amount';
import { DataTable } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { Num } from '../../components/Num';
import { OverShort } from '../../components/OverShort';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';
import { downloadShifts, useShiftList, useTills, type ShiftFilter } from './api/shifts';
import { sortShifts, type ShiftSort, type ShiftSortKey } from './shift-sort';

const DAY_MS = 86_400_000;
const money = (v: number | null) => (v === null ? '—' : <Sar value={v} />);

/**
 * /{business}/shifts (shifts.own; decision 0055): the shifts of a Riyadh date range (both days
 * inclusive, default the last seven days), filtered by till and cashier on the server; every column
 * sorts; a totals row; Excel and CSV export (shifts.manage); a row opens the shift. Open shifts past
 * their business day are flagged. Under 992 px the expected and counted columns step aside so the
 * table never scrolls sideways at 800 px.
 */
export function ShiftsPage() {
  const business = useBusinessKey();
  const manages = useCan('shifts.manage');
  const navigate = useNavigate();
  const text = t.shifts.list;
  const [draft, setDraft] = useState<ShiftFilter>(() => {
    const now = Date.now();
    return { from: riyadhDate(now - 6 * DAY_MS), to: riyadhDate(now) };
  });
  const [filter, setFilter] = useState(draft);
  const [sort, setSort] = useState<ShiftSort>({ key: 'openedAt', order: 'desc' });
  const list = useShiftList(business, filter);
  const tills = useTills(business, true);
  const [cashiers, setCashiers] = useState<Map<number, string>>(new Map());
  const rows = useMemo(
    () => (list.data ? sortShifts(list.data.shifts, sort) : []),
    [list.data, sort],
  );
  // Cashiers are known from the shifts seen so far (no user list for a cashier to read).
  if (list.data?.shifts.some((s) => !cashiers.has(s.cashier.id))) {
    const next = new Map(cashiers);
    for (const s of list.data.shifts) next.set(s.cashier.id, s.cashier.name);
    setCashiers(next);
  }

  const head = (key: ShiftSortKey, label: string, extra: object = {}) => ({
    ...extra,
    label: (
      <UnstyledButton
        fw={700}
        fz="sm"
        data-testid={`sort-${key}`}
        aria-sort={sort.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
        onClick={() =>
          setSort((s) => ({ key, order: s.key === key && s.order === 'desc' ? 'asc' : 'desc' }))
        }
      >
        {label}{' '}
        {sort.key === key &&
          (sort.order === 'asc' ? (
            <IconSortAscending size={14} />
          ) : (
            <IconSortDescending size={14} />
          ))}
      </UnstyledButton>
    ),
  });
  const exportAs = (format: 'xlsx' | 'csv') =>
    downloadShifts(business, filter, format).catch((err: unknown) =>
      notifications.show({ color: 'red', message: errorMessage(err) }),
    );
  const c = t.shifts.columns;
  const idOf = (v: string | null) => (v ? Number(v) : undefined);

  return (
    <Stack gap="md">
      <PageHeader title={text.title} back={`/${business}`} />
      <Card withBorder radius="md" padding="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setFilter(draft);
          }}
        >
          <Group align="end" wrap="wrap">
            <DateField
              label={text.from}
              value={draft.from}
              data-testid="shifts-from"
              onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            />
            <DateField
              label={text.to}
              value={draft.to}
              data-testid="shifts-to"
              onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            />
            <Select
              label={text.till}
              placeholder={text.all}
              clearable
              data={(tills.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
              value={draft.till ? String(draft.till) : null}
              onChange={(v) => setDraft({ ...draft, till: idOf(v) })}
              data-testid="shifts-till"
            />
            {manages && (
              <Select
                label={text.cashier}
                placeholder={text.all}
                clearable
                data={[...cashiers].map(([id, name]) => ({ value: String(id), label: name }))}
                value={draft.cashier ? String(draft.cashier) : null}
                onChange={(v) => setDraft({ ...draft, cashier: idOf(v) })}
                data-testid="shifts-cashier"
              />
            )}
            <Button type="submit" data-testid="shifts-show">
              {text.show}
            </Button>
            {manages && (
              <Group gap="xs">
                <Button
                  variant="default"
                  onClick={() => exportAs('xlsx')}
                  data-testid="shifts-xlsx"
                >
                  {text.excel}
                </Button>
                <Button variant="default" onClick={() => exportAs('csv')} data-testid="shifts-csv">
                  {text.csv}
                </Button>
              </Group>
            )}
          </Group>
        </form>
      </Card>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Empty>{text.empty}</Empty>
      ) : (
        <DataTable
          data-testid="shifts-table"
          highlightOnHover
          columns={[
            head('openedAt', c.openedAt),
            head('cashier', c.cashier),
            head('till', c.till),
            head('zNumber', c.zNumber),
            head('salesTotal', c.sales),
            head('expectedCash', c.expected, { visibleFrom: 'md' }),
            head('countedCash', c.counted, { visibleFrom: 'md' }),
            head('overShort', c.overShort),
          ]}
          foot={
            <Table.Tfoot>
              <Table.Tr data-testid="shifts-totals">
                <Table.Th>{text.totals}</Table.Th>
                <Table.Th colSpan={3}>
                  <Num>{list.data.totals.count}</Num>
                </Table.Th>
                <Table.Th>
                  <Sar value={list.data.totals.salesTotal} />
                </Table.Th>
                <Table.Th visibleFrom="md" colSpan={2} />
                <Table.Th>
                  <OverShort compact value={list.data.totals.overShort} />
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          }
        >
          {rows.map((s) => (
            <ShiftRow
              key={s.id}
              shift={s}
              onOpen={() => navigate(`/${business}/shifts/${s.id}`)}
              money={money}
            />
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

function ShiftRow(props: { shift: ShiftSummary; onOpen: () => void; money: typeof money }) {
  const s = props.shift;
  const text = t.shifts.list;
  return (
    <Table.Tr
      data-testid={`shift-row-${s.id}`}
      style={{ cursor: 'pointer' }}
      onClick={props.onOpen}
    >
      <Table.Td>
        <Num>{riyadhDateTime(s.openedAt)}</Num>
        {s.state === 'open' && (
          <Badge
            ms="xs"
            variant="light"
            color={s.pastBusinessDay ? 'red' : 'blue'}
            data-testid={s.pastBusinessDay ? `past-day-${s.id}` : undefined}
          >
            {s.pastBusinessDay ? text.pastDay : text.open}
          </Badge>
        )}
        {s.forced && (
          <Badge ms="xs" variant="light" color="gray">
            {text.forced}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{s.cashier.name}</Table.Td>
      <Table.Td>{s.tillName}</Table.Td>
      <Table.Td>{s.zNumber === null ? '—' : <Num>{s.zNumber}</Num>}</Table.Td>
      <Table.Td>
        <Sar value={s.salesTotal} />
      </Table.Td>
      <Table.Td visibleFrom="md">{props.money(s.expectedCash)}</Table.Td>
      <Table.Td visibleFrom="md">{props.money(s.countedCash)}</Table.Td>
      <Table.Td>
        <OverShort compact value={s.overShort} />
      </Table.Td>
    </Table.Tr>
  );
}
