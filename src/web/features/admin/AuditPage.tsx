import { Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, auditActionName } from '../../../domain/audit-actions';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';
import { useAudit, type AuditFilters } from './api/audit';
import { AuditDetails } from './AuditDetails';
import { DateField } from '../../components/DateField';

const ta = t.admin.audit;
const PAGE_SIZE = 50;
const NO_FILTERS = { from: '', to: '', action: '', user: '' };
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_NAMES[value] }));

/**
 * /admin/audit (administrators): the audit log, newest first, 50 a page, filtered by a
 * Riyadh date range (Sanad's date field), an action chosen by its Arabic name and a username.
 * Shows time (Riyadh), user (or "system"), the action's Arabic name, business and the details as
 * labelled fields (AuditDetails: SAR amounts, names linked to their pages; decision 0050);
 * loading, empty and the server's Arabic error with a retry.
 */
export function AuditPage() {
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>({
    ...NO_FILTERS,
    limit: PAGE_SIZE,
    offset: 0,
  });
  const q = useAudit(filters);
  const set = (key: keyof typeof NO_FILTERS) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: e.currentTarget.value });
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <PageHeader title={ta.title} back="/admin" />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, limit: PAGE_SIZE, offset: 0 });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <DateField
            label={ta.from}
            value={draft.from}
            onChange={set('from')}
            dir="ltr"
            data-testid="audit-from"
          />
          <DateField
            label={ta.to}
            value={draft.to}
            onChange={set('to')}
            dir="ltr"
            data-testid="audit-to"
          />
          <Select
            label={ta.action}
            data={ACTION_OPTIONS}
            value={draft.action || null}
            onChange={(v) => setDraft({ ...draft, action: v ?? '' })}
            clearable
            searchable
            w={220}
            data-testid="audit-action"
          />
          <TextInput
            label={ta.user}
            value={draft.user}
            onChange={set('user')}
            w={180}
            data-testid="audit-user"
          />
          <Button type="submit" data-testid="audit-apply">
            {ta.apply}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters({ ...NO_FILTERS, limit: PAGE_SIZE, offset: 0 });
            }}
          >
            {ta.clear}
          </Button>
        </Group>
      </form>
      {!q.data ? (
        <NotLoaded query={q} />
      ) : q.data.items.length === 0 ? (
        <Empty>{ta.empty}</Empty>
      ) : (
        <>
          <DataTable
            wrapper="scroll"
            minWidth={800}
            columns={[ta.time, ta.user, ta.action, ta.business, ta.details]}
            striped
            highlightOnHover
            data-testid="audit-table"
          >
            {q.data.items.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Num>{riyadhDateTime(e.at)}</Num>
                </Table.Td>
                <Table.Td>
                  {e.user ?? (
                    <Text c="dimmed" size="sm">
                      {ta.system}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-testid="audit-action-name">{auditActionName(e.action)}</Table.Td>
                <Table.Td>{e.business ?? ta.none}</Table.Td>
                <Table.Td>
                  <AuditDetails entry={e} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {ta.count(filters.offset + 1, filters.offset + q.data.items.length, q.data.total)}
            </Text>
            <Pagination
              total={pages}
              value={filters.offset / PAGE_SIZE + 1}
              onChange={(p) => setFilters({ ...filters, offset: (p - 1) * PAGE_SIZE })}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
