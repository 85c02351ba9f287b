import { Button, Group, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../locales/ar';

/** Screen title with a back link (RTL: the arrow points right) and optional actions. */
export function PageHeader({
  title,
  back,
  children,
}: {
  title: ReactNode;
  back?: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" mb="md" className="no-print" wrap="wrap">
      <Group gap="sm">
        {back && (
          <Button
            component={Link}
            to={back}
            variant="subtle"
            leftSection={<IconArrowRight size={18} />}
          >
            {t.common.back}
          </Button>
        )}
        <Title order={2}>{title}</Title>
      </Group>
      {children && <Group gap="sm">{children}</Group>}
    </Group>
  );
}
