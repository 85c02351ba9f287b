import { Badge, Button, Group, Paper, Select, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClipboardPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { useCategories } from '../../lib/categories';
import { t } from '../../locales/ar';
import { useCounts, useStartCount, useWarehouses } from './api/warehouses';

const s = t.warehouses.counts;

/**
 * /{business}/stock_counts: start a count sheet of a warehouse (all products or one category) and
 * the sheets so far, open or posted; a sheet opens on its own screen (decision 0067).
 */
export function CountsPage() {
  const business = useBusinessKey();
  const navigate = useNavigate();
  const writer = useCan('catalogue.write');
  const houses = useWarehouses(business);
  const categories = useCategories(business);
  const counts = useCounts(business);
  const start = useStartCount(business);
  const [warehouse, setWarehouse] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const chosen = warehouse ?? houses.data?.[0]?.UUID ?? null;
  const begin = () =>
    chosen &&
    start.mutate(
      { warehouse: chosen, ...(category ? { category } : {}) },
      {
        onSuccess: (sheet) => navigate(`/${business}/stock_counts/${sheet.UUID}`),
        onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      },
    );
  return (
    <Stack>
      <PageHeader title={s.title} back={`/${business}/ware_houses`} />
      {writer && (
        <Paper withBorder radius="lg" p="md">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={s.warehouse}
              data={(houses.data ?? []).map((w) => ({ value: w.UUID, label: w.name }))}
              value={chosen}
              onChange={setWarehouse}
              allowDeselect={false}
              w={240}
              data-testid="count-warehouse"
            />
            <Select
              label={s.category}
              data={[
                { value: '', label: s.allCategories },
                ...(categories.data ?? []).map((c) => ({ value: c.UUID, label: c.name })),
              ]}
              value={category}
              onChange={(v) => setCategory(v ?? '')}
              allowDeselect={false}
              w={240}
            />
            <Button
              leftSection={<IconClipboardPlus size={18} />}
              onClick={begin}
              loading={start.isPending}
              disabled={!chosen}
              data-testid="count-start"
            >
              {s.start}
            </Button>
          </Group>
        </Paper>
      )}
      {!counts.isSuccess ? (
        <NotLoaded query={counts} />
      ) : counts.data.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <DataTable
          minWidth={520}
          columns={[s.sheets, s.warehouse, s.category, s.products]}
          striped
          highlightOnHover
        >
          {counts.data.map((c) => (
            <Table.Tr key={c.UUID}>
              <Table.Td>
                <Button
                  component={Link}
                  to={`/${business}/stock_counts/${c.UUID}`}
                  variant="subtle"
                  size="compact-md"
                >
                  {new Date(c.createdAt).toLocaleDateString('ar-SA-u-nu-latn')}
                </Button>{' '}
                <Badge color={c.status === 'posted' ? 'teal' : 'orange'} variant="light">
                  {c.status === 'posted' ? s.posted : s.open}
                </Badge>
              </Table.Td>
              <Table.Td>{c.warehouse.name}</Table.Td>
              <Table.Td>{c.category?.name ?? s.allCategories}</Table.Td>
              <Table.Td>
                <Num>{c.products}</Num>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
