import { Badge, Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../locales/ar';

interface Props {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: ReactNode;
  hint?: ReactNode;
  /** In-app route. */
  to?: string;
  /** Outside the app (opens in a new tab). */
  href?: string;
  testId?: string;
}

/** One link of the admin home. Without `to` or `href` it is shown disabled and marked as coming. */
export function AdminCard({ icon: Icon, title, hint, to, href, testId }: Props) {
  const disabled = !to && !href;
  const body = (
    <Card withBorder radius="lg" padding="lg" h="100%" style={{ opacity: disabled ? 0.55 : 1 }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color={disabled ? 'gray' : 'teal'}>
          <Icon size={28} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700}>{title}</Text>
            {href && <IconExternalLink size={16} aria-label={t.admin.home.newTab} />}
          </Group>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
          {disabled && (
            <Badge color="gray" variant="light" w="fit-content">
              {t.common.comingSoon}
            </Badge>
          )}
        </Stack>
      </Group>
    </Card>
  );
  if (to) {
    return (
      <UnstyledButton component={Link} to={to} data-testid={testId}>
        {body}
      </UnstyledButton>
    );
  }
  if (href) {
    return (
      <UnstyledButton
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={testId}
      >
        {body}
      </UnstyledButton>
    );
  }
  return (
    <div aria-disabled="true" data-testid={testId}>
      {body}
    </div>
  );
}
