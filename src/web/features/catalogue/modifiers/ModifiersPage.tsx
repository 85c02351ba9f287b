import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ModifierGroupView } from '../../../../domain/schemas/restaurant';
import { useBusinessKey } from '../../../app';
import { ConfirmDialog } from '../../../components/confirm';
import { Num } from '../../../components/Num';
import { PageHeader } from '../../../components/PageHeader';
import { LoadError, Loading } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/api';
import { formatSarNumber } from '../../../lib/format';
import { useArchiveModifierGroup, useModifierGroups } from '../api/modifiers';
import { useCanWriteCatalogue } from '../../catalogue/shared';
import { ModifierGroupForm } from './ModifierGroupForm';
import { m } from './text';

type Editing = { group?: ModifierGroupView } | null;

/**
 * /{business}/modifiers (restaurants, decision 0056): the modifier groups with their options and
 * where they apply; writers add, edit and archive (after a confirmation), readers only look.
 */
export function ModifiersPage() {
  const business = useBusinessKey();
  const canWrite = useCanWriteCatalogue();
  const q = useModifierGroups(business);
  const archive = useArchiveModifierGroup(business);
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<ModifierGroupView | null>(null);

  function confirmArchive() {
    if (!archiving) return;
    archive.mutate(archiving.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: m.archived }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      onSettled: () => setArchiving(null),
    });
  }

  return (
    <Stack>
      <PageHeader title={m.title} back={`/${business}/products`}>
        {canWrite && (
          <Button
            size="md"
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing({})}
            data-testid="new-group"
          >
            {m.newGroup}
          </Button>
        )}
      </PageHeader>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <Card withBorder padding="lg" data-testid="modifiers-empty">
          <Title order={4}>{m.emptyTitle}</Title>
          <Text mt="xs">{m.emptyBody}</Text>
        </Card>
      ) : (
        q.data.map((g) => (
          <Card key={g.id} withBorder padding="md" data-testid="modifier-group">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Group gap="xs">
                  <Title order={4}>{g.name}</Title>
                  <Badge color={g.required ? 'orange' : 'gray'}>
                    {g.required ? m.requiredBadge : m.optionalBadge}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {m.choices(g.minChoices, g.maxChoices)} ·{' '}
                  {m.appliesTo(g.productIds.length, g.categoryIds.length)}
                </Text>
              </Stack>
              {canWrite && (
                <Group gap="xs">
                  <Button
                    size="md"
                    variant="light"
                    leftSection={<IconPencil size={18} />}
                    onClick={() => setEditing({ group: g })}
                  >
                    {m.edit}
                  </Button>
                  <Button
                    size="md"
                    variant="light"
                    color="red"
                    leftSection={<IconArchive size={18} />}
                    onClick={() => setArchiving(g)}
                    data-testid={`archive-${g.id}`}
                  >
                    {m.archive}
                  </Button>
                </Group>
              )}
            </Group>
            <Group gap="xs" mt="sm">
              {g.options
                .filter((o) => !o.archived)
                .map((o) => (
                  <Badge key={o.id} variant="outline" size="lg">
                    {o.name}
                    {o.priceChange > 0 && (
                      <>
                        {' +'}
                        <Num>{formatSarNumber(o.priceChange)}</Num>
                      </>
                    )}
                  </Badge>
                ))}
            </Group>
          </Card>
        ))
      )}
      {editing && (
        <ModifierGroupForm
          business={business}
          group={editing.group}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={archiving !== null}
        title={m.archiveTitle}
        body={m.archiveBody(archiving?.name ?? '')}
        confirmLabel={m.archive}
        loading={archive.isPending}
        testId="confirm-archive"
        onCancel={() => setArchiving(null)}
        onConfirm={confirmArchive}
      />
    </Stack>
  );
}
