import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserView } from '../../../domain/schemas/users';
import { Num } from '../../components/Num';
import { t } from '../../locales/ar';
import { roleLabel } from './roles';

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** A user's facts (legacy app: User): id, username, role, e-mail, VAT. Ids and e-mails stay LTR. */
export function UserFacts({
  user,
  nameLabel = t.users.fields.username,
}: {
  user: Omit<UserView, 'businesses'>;
  nameLabel?: string;
}) {
  const none = (
    <Text span c="dimmed">
      —
    </Text>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      <Fact label={t.users.fields.id} testId="user-id">
        <Num>{user.ID}</Num>
      </Fact>
      <Fact label={nameLabel} testId="user-name">
        <bdi>{user.username}</bdi>
      </Fact>
      <Fact label={t.users.fields.role} testId="user-role">
        {roleLabel(user.role)}
      </Fact>
      <Fact label={t.users.fields.email}>{user.email ? <Num>{user.email}</Num> : none}</Fact>
      <Fact label={t.users.fields.vat}>{user.VAT ? <Num>{user.VAT}</Num> : none}</Fact>
    </SimpleGrid>
  );
}
