import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiTokenView } from '../../../domain/schemas/api-tokens';
import { ConfirmDialog } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';
import { useApiTokens, useRevokeApiToken } from './api/api-tokens';

const ta = t.apiTokens;
const STATE_COLOR = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/** An instant of the list in Riyadh, or `none` when there is none. */
function When({ at, none }: { at: string | null; none: string }) {
  return at ? <Num>{riyadhDateTime(at)}</Num> : <Text c="dimmed">{none}</Text>;
}

function TokenRow({ token, onRevoke }: { token: ApiTokenView; onRevoke: () => void }) {
  return (
    <Table.Tr data-testid={`token-row-${token.UUID}`}>
      <Table.Td fw={700}>{token.name}</Table.Td>
      <Table.Td>
        <Num>{token.prefix}…</Num>
      </Table.Td>
      <Table.Td>{token.businesses.map((b) => b.nameAr).join('، ')}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          {token.permissions.map((a) => (
            <Badge key={a} variant="light" color="gray">
              {ta.actions[a] ?? a}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{token.createdBy ?? '—'}</Text>
          <Num>{riyadhDateTime(token.createdAt)}</Num>
        </Stack>
      </Table.Td>
      <Table.Td>
        <When at={token.expiresAt} none={ta.never} />
      </Table.Td>
      <Table.Td>
        <When at={token.lastUsedAt} none={ta.notUsed} />
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOR[token.state]} data-testid={`token-state-${token.UUID}`}>
          {ta.states[token.state]}
        </Badge>
      </Table.Td>
      <Table.Td>
        {token.state !== 'revoked' && (
          <Button
            color="red"
            variant="light"
            mih={44}
            onClick={onRevoke}
            data-testid={`revoke-${token.UUID}`}
          >
            {ta.revoke}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/api-tokens (admin, decision 0058): the API tokens of machines — name, businesses,
 * permissions, prefix, who made it and when, expiry, last use, state — with a link to make one
 * and revoke after a confirmation. The secret is never listed: it was shown once, at creation.
 */
export function ApiTokensPage() {
  const list = useApiTokens();
  const revoke = useRevokeApiToken();
  const [target, setTarget] = useState<ApiTokenView | null>(null);

  function onRevoke() {
    if (!target) return;
    const { UUID, name } = target;
    revoke.mutate(UUID, {
      onSuccess: () => {
        setTarget(null);
        notifications.show({ color: 'teal', message: ta.revoked(name) });
      },
      onError: (err) => {
        setTarget(null);
        notifications.show({ color: 'red', message: errorMessage(err) });
      },
    });
  }

  return (
    <Stack gap="md">
      <PageHeader title={ta.title} back="/admin">
        <Button
          component={Link}
          to="/admin/api-tokens/new"
          leftSection={<IconPlus size={18} />}
          mih={44}
          data-testid="new-api-token"
        >
          {ta.create}
        </Button>
      </PageHeader>
      <Alert color="blue" icon={<IconKey />}>
        {ta.intro}
      </Alert>
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.length === 0 ? (
        <Empty>{ta.empty}</Empty>
      ) : (
        <DataTable
          wrapper="scroll"
          minWidth={1000}
          columns={Object.values(ta.columns)}
          data-testid="api-tokens-table"
        >
          {list.data.map((token) => (
            <TokenRow key={token.UUID} token={token} onRevoke={() => setTarget(token)} />
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={ta.revokeTitle}
        body={target ? ta.revokeBody(target.name) : ''}
        confirmLabel={ta.revoke}
        loading={revoke.isPending}
        testId="confirm-revoke"
        onCancel={() => setTarget(null)}
        onConfirm={onRevoke}
      />
    </Stack>
  );
}
