import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBusinessKey, useCan } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { t } from '../../locales/ar';
import { ListBar, NewClientButton, useClientList } from './client-list';
import { editPath, newOrderPath, statementPath } from './paths';

const c = t.clients;

/**
 * /{business}/clientx: one card per client opening its statement
 * (clientx/view/{UUID}), with the search box, a new-quotation link (orderx/new/{UUID}) for roles
 * that may write orders and an edit link for roles that may write clients.
 */
export function ClientxPage() {
  const business = useBusinessKey();
  const list = useClientList(business);
  const writer = useCan('clients.write');
  const quoter = useCan('orders.write');
  return (
    <Stack>
      <PageHeader title={c.title} back={`/${business}`} />
      <ListBar>
        {list.search}
        <NewClientButton business={business} base="clientx" />
      </ListBar>
      {list.state ?? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="client-cards">
          {list.clients.map((client) => (
            <Card key={client.UUID} withBorder radius="lg" padding="md" data-testid="client-card">
              <Stack gap={6}>
                <Anchor
                  component={Link}
                  to={statementPath(business, client.UUID)}
                  fw={700}
                  size="lg"
                >
                  {client.RegistrationName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {c.columns.vat}: <Num>{client.VAT}</Num>
                </Text>
                <Group gap="md">
                  <Group gap={4}>
                    <IconMapPin size={16} />
                    <Text size="sm">
                      {[client.CityName, client.CitySubdivisionName].filter(Boolean).join('، ')}
                    </Text>
                  </Group>
                  {client.Phone && (
                    <Group gap={4}>
                      <IconPhone size={16} />
                      <Num>{client.Phone}</Num>
                    </Group>
                  )}
                </Group>
                <Group gap="md" mt={4}>
                  <Anchor component={Link} to={statementPath(business, client.UUID)} size="sm">
                    {c.statement}
                  </Anchor>
                  {quoter && (
                    <Anchor
                      component={Link}
                      to={newOrderPath(business, client.UUID, 'clientx')}
                      size="sm"
                      data-testid="client-new-order"
                    >
                      {c.newQuotation}
                    </Anchor>
                  )}
                  {writer && (
                    <Anchor
                      component={Link}
                      to={editPath(business, 'clientx', client.UUID)}
                      size="sm"
                    >
                      {t.common.edit}
                    </Anchor>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
