import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { shiftsTodayAnswer } from '../../domain/schemas/shift-reports';
import { api } from '../lib/api';
import { riyadhDateTime } from '../lib/format';
import { qk } from '../lib/query-keys';
import { t } from '../locales/ar';
import { Num } from './Num';
import { OverShort } from './OverShort';
import { LoadError, Loading } from './QueryState';

/**
 * The till dashboard's shifts card (decision 0055): the open shifts (till, cashier, since when,
 * flagged when past their Riyadh business day) and today's over/short per cashier, from
 * GET {business}/shifts/today (shifts.manage), refreshed every 30 s. A row opens the shift.
 */
export function ShiftsTodayCard({ business }: { business: string }) {
  const text = t.shifts.today;
  const today = useQuery({
    queryKey: qk.shifts(business, 'today'),
    queryFn: async () => shiftsTodayAnswer.parse(await api<unknown>(`/${business}/shifts/today`)),
    refetchInterval: 30_000,
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="shifts-today">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{text.title}</Title>
          <Group gap="md">
            <Anchor component={Link} to={`/${business}/shifts`}>
              {text.all}
            </Anchor>
            <Anchor component={Link} to={`/${business}/tills`}>
              {text.tills}
            </Anchor>
          </Group>
        </Group>
        {today.isError ? (
          <LoadError error={today.error} onRetry={() => today.refetch()} />
        ) : today.isPending ? (
          <Loading />
        ) : (
          <>
            <Text fw={600}>{text.open}</Text>
            {today.data.open.length === 0 ? (
              <Text c="dimmed">{text.noneOpen}</Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {today.data.open.map((s) => (
                    <Table.Tr key={s.id} data-testid={`open-shift-${s.id}`}>
                      <Table.Td>
                        <Anchor component={Link} to={`/${business}/shifts/${s.id}`}>
                          {s.tillName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{s.cashier.name}</Table.Td>
                      <Table.Td>
                        {text.since} <Num>{riyadhDateTime(s.openedAt)}</Num>
                        {s.pastBusinessDay && (
                          <Badge color="red" variant="light" ms="xs">
                            {t.shifts.list.pastDay}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Text fw={600}>{text.byCashier}</Text>
            {today.data.byCashier.length === 0 ? (
              <Text c="dimmed">{text.noneClosed}</Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {today.data.byCashier.map((c) => (
                    <Table.Tr key={c.cashier.id} data-testid={`cashier-${c.cashier.id}`}>
                      <Table.Td>{c.cashier.name}</Table.Td>
                      <Table.Td>
                        {text.shifts}: <Num>{c.shifts}</Num>
                      </Table.Td>
                      <Table.Td>
                        <OverShort compact value={c.overShort} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
