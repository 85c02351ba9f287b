import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClientView } from '../../../domain/schemas/clients';
import { useCan } from '../../app';
import { ConfirmDelete } from '../../components/confirm';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useClients } from './api/get-clients';
import { useDeleteClient } from './api/delete-client';
import type { ClientsBase } from './paths';

const c = t.clients;

/**
 * The client list of `business` with the search box (server `?q=`, debounced) and what the
 * list shows while loading, on failure and when empty (legacy app: clients, clientx).
 */
export function useClientList(business: string) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const query = useClients(business, debounced);
  const search = (
    <TextInput
      placeholder={c.search}
      aria-label={c.search}
      leftSection={<IconSearch size={18} />}
      value={q}
      onChange={(e) => setQ(e.currentTarget.value)}
      size="md"
      style={{ flex: '1 1 280px', maxInlineSize: 460 }}
      data-testid="client-search"
    />
  );
  const state: ReactNode = !query.isSuccess ? (
    <NotLoaded query={query} />
  ) : query.data.length === 0 ? (
    <Empty>{debounced.trim() ? c.noMatch(debounced.trim()) : `${c.empty} — ${c.emptyHint}`}</Empty>
  ) : null;
  return { search, state, clients: query.data ?? [] };
}

/** The "new client" button of the list's header, for roles that may write clients. */
export function NewClientButton({ business, base }: { business: string; base: ClientsBase }) {
  if (!useCan('clients.write')) return null;
  return (
    <Button
      component={Link}
      to={`/${business}/${base}/new`}
      leftSection={<IconPlus size={18} />}
      data-testid="client-new"
    >
      {c.newClient}
    </Button>
  );
}

/**
 * Delete a client after confirmation: `ask(client)` opens the dialog; `dialog` goes on the page.
 * A refusal (409 client_in_use while it has orders or invoices) shows the server's Arabic reason.
 */
export function useDeleteClientFlow(business: string) {
  const [target, setTarget] = useState<ClientView | null>(null);
  const remove = useDeleteClient(business);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.UUID, {
      onSuccess: () => notifications.show({ color: 'teal', message: c.deleted }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      onSettled: () => setTarget(null),
    });
  };
  const dialog = (
    <ConfirmDelete
      opened={target !== null}
      what={target?.RegistrationName ?? ''}
      loading={remove.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={confirm}
    />
  );
  return { ask: setTarget, dialog };
}

/** The header row of a client list: search on one side, the new-client button on the other. */
export function ListBar({ children }: { children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {children}
    </Group>
  );
}
