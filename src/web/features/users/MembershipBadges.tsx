import { Badge, Group, Text } from '@mantine/core';
import { normalizeRole } from '../../../domain/permissions';
import type { UserView } from '../../../domain/schemas/users';
import { t } from '../../locales/ar';
import { roleLabel } from './roles';

/**
 * A user's businesses in the users list: one badge per membership, "business ·
 * role"; an administrator opens all; none is said in words.
 */
export function MembershipBadges({ user }: { user: UserView }) {
  const text = t.users.memberships;
  if (normalizeRole(user.role) === 'admin')
    return (
      <Badge variant="light" color="teal">
        {text.all}
      </Badge>
    );
  if (user.businesses.length === 0)
    return (
      <Text c="orange.8" size="sm" data-testid={`memberships-${user.username}`}>
        {text.noneShort}
      </Text>
    );
  return (
    <Group gap={4} data-testid={`memberships-${user.username}`}>
      {user.businesses.map((m) => (
        <Badge key={m.key} variant="light" color="gray" radius="sm" tt="none">
          {m.nameAr} · {roleLabel(m.role)}
        </Badge>
      ))}
    </Group>
  );
}
