import { ActionIcon, Group, Stack, Table, Tooltip } from '@mantine/core';
import { IconClipboardPlus, IconEdit, IconFileText, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { t } from '../../locales/ar';
import { ListBar, NewClientButton, useClientList, useDeleteClientFlow } from './client-list';
import { editPath, newOrderPath, statementPath } from './paths';

const c = t.clients;

/**
 * /{business}/clients: the client table — name, VAT number, city, phone — with
 * statement, new quotation (orders/new/{UUID}, for roles that may write orders), edit and delete
 * (after confirmation) per row, and the server-side search.
 */
export function ClientsPage() {
  const business = useBusinessKey();
  const list = useClientList(business);
  const writer = useCan('clients.write');
  const quoter = useCan('orders.write');
  const del = useDeleteClientFlow(business);

  return (
    <Stack>
      <PageHeader title={c.title} back={`/${business}`} />
      <ListBar>
        {list.search}
        <NewClientButton business={business} base="clients" />
      </ListBar>
      {list.state ?? (
        <DataTable
          minWidth={640}
          columns={[
            c.columns.name,
            c.columns.vat,
            c.columns.city,
            c.columns.phone,
            c.columns.actions,
          ]}
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="client-table"
        >
          {list.clients.map((client) => (
            <Table.Tr key={client.UUID} data-testid="client-row">
              <Table.Td fw={600}>{client.RegistrationName}</Table.Td>
              <Table.Td>
                <Num>{client.VAT}</Num>
              </Table.Td>
              <Table.Td>{client.CityName}</Table.Td>
              <Table.Td>
                <Num>{client.Phone}</Num>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={c.statement}>
                    <ActionIcon
                      component={Link}
                      to={statementPath(business, client.UUID)}
                      variant="subtle"
                      size="lg"
                      aria-label={c.statement}
                    >
                      <IconFileText size={20} />
                    </ActionIcon>
                  </Tooltip>
                  {quoter && (
                    <Tooltip label={c.newQuotation}>
                      <ActionIcon
                        component={Link}
                        to={newOrderPath(business, client.UUID)}
                        variant="subtle"
                        color="teal"
                        size="lg"
                        aria-label={c.newQuotation}
                        data-testid="client-new-order"
                      >
                        <IconClipboardPlus size={20} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {writer && (
                    <>
                      <Tooltip label={t.common.edit}>
                        <ActionIcon
                          component={Link}
                          to={editPath(business, 'clients', client.UUID)}
                          variant="subtle"
                          size="lg"
                          aria-label={t.common.edit}
                          data-testid="client-edit"
                        >
                          <IconEdit size={20} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t.common.delete}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t.common.delete}
                          onClick={() => del.ask(client)}
                          data-testid="client-delete"
                        >
                          <IconTrash size={20} />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {del.dialog}
    </Stack>
  );
}
