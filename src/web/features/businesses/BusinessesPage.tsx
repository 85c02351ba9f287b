import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArchive,
  IconExternalLink,
  IconPencil,
  IconPlus,
  IconRestore,
  IconSearch,
} from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BusinessForUser } from '../../../domain/business';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { useBusinesses } from '../../lib/businesses';
import { matchesSearch } from '../../lib/search';
import { t } from '../../locales/ar';
import { useArchiveFlow } from './archive-flow';
import { KindBadge, StatusBadge } from './badges';

const text = t.businesses.list;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function Row({ b, flow }: { b: BusinessForUser; flow: ReturnType<typeof useArchiveFlow> }) {
  const profile = `/admin/businesses/${b.key}`;
  return (
    <Table.Tr data-testid={`business-row-${b.key}`} style={{ opacity: b.active ? 1 : 0.7 }}>
      <Table.Td>
        <Anchor component={Link} to={profile} fw={700} lineClamp={2}>
          {b.nameAr}
        </Anchor>
        <Text size="sm" c="dimmed" dir="ltr" ta="start" truncate maw={260}>
          {b.nameEn}
        </Text>
      </Table.Td>
      <Table.Td style={NOWRAP}>
        <Num>{b.key}</Num>
      </Table.Td>
      <Table.Td style={NOWRAP}>
        <KindBadge kind={b.kind} />
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Num>{b.vatNumber}</Num>
      </Table.Td>
      <Table.Td style={NOWRAP}>
        <StatusBadge active={b.active} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Tooltip label={text.edit}>
            <ActionIcon
              component={Link}
              to={profile}
              variant="light"
              size="lg"
              aria-label={`${text.edit} ${b.nameAr}`}
              data-testid={`edit-business-${b.key}`}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          {b.active ? (
            <>
              <Tooltip label={text.open}>
                <ActionIcon
                  component={Link}
                  to={`/${b.key}`}
                  variant="light"
                  size="lg"
                  aria-label={`${text.open} ${b.nameAr}`}
                >
                  <IconExternalLink size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={text.archive}>
                <ActionIcon
                  color="red"
                  variant="light"
                  size="lg"
                  onClick={() => flow.archive(b)}
                  aria-label={`${text.archive} ${b.nameAr}`}
                  data-testid={`archive-business-${b.key}`}
                >
                  <IconArchive size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          ) : (
            <Button
              variant="light"
              size="compact-md"
              leftSection={<IconRestore size={16} />}
              loading={flow.pendingKey === b.key}
              onClick={() => flow.restore(b)}
              data-testid={`restore-business-${b.key}`}
            >
              {text.restore}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/businesses (admin): every business with its kind and status, a search by
 * Arabic or English name, key or VAT number, an "archived" switch (kept in the URL as
 * `?archived=1`), and per row: edit profile and logo, open, archive (after a confirmation) or
 * restore.
 */
export function BusinessesPage() {
  const [params, setParams] = useSearchParams();
  const showArchived = params.get('archived') === '1';
  const q = useBusinesses({ archived: showArchived });
  const flow = useArchiveFlow();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(
    () =>
      (q.data ?? []).filter((b) =>
        matchesSearch(deferred, [b.nameAr, b.nameEn, b.key, b.vatNumber]),
      ),
    [q.data, deferred],
  );

  const header = (
    <PageHeader title={text.title} back="/admin">
      <Button
        component={Link}
        to="/admin/new-business"
        leftSection={<IconPlus size={18} />}
        data-testid="new-business"
      >
        {text.newBusiness}
      </Button>
    </PageHeader>
  );
  const toolbar = (
    <Group gap="md" wrap="wrap" align="center">
      <TextInput
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        placeholder={text.search}
        aria-label={text.search}
        leftSection={<IconSearch size={18} />}
        radius="xl"
        style={{ flex: '1 1 18rem', maxWidth: '28rem' }}
        data-testid="businesses-search"
      />
      <Switch
        label={text.showArchived}
        checked={showArchived}
        onChange={(e) => setParams(e.currentTarget.checked ? { archived: '1' } : {})}
        data-testid="businesses-archived"
      />
      {q.isSuccess && (
        <Text c="dimmed" size="sm" data-testid="businesses-count">
          {text.count(shown.length, q.data.length)}
        </Text>
      )}
    </Group>
  );

  let body;
  if (!q.isSuccess) body = <NotLoaded query={q} />;
  else if (q.data.length === 0)
    body = <Empty>{showArchived ? text.empty : text.emptyActive}</Empty>;
  else if (shown.length === 0) body = <Empty>{text.noMatch}</Empty>;
  else
    body = (
      <DataTable
        wrapper="scroll"
        minWidth={640}
        columns={[
          text.name,
          text.key,
          text.kind,
          { label: text.vatNumber, visibleFrom: 'md' },
          text.status,
          { label: text.actions, ta: 'end' },
        ]}
        striped
        highlightOnHover
        verticalSpacing="sm"
        data-testid="businesses-table"
      >
        {shown.map((b) => (
          <Row key={b.key} b={b} flow={flow} />
        ))}
      </DataTable>
    );

  return (
    <>
      {header}
      <Stack>
        {toolbar}
        {body}
      </Stack>
      {flow.dialog}
    </>
  );
}
