import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { CountView } from '../../../domain/schemas/warehouses';
import { useBusinessKey, useCan } from '../../app';
import { ConfirmDialog } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useCount, useEnterCounted, usePostCount } from './api/warehouses';

const s = t.warehouses.counts;
type Entry = { counted: number | ''; reason: string };

/** One product of the sheet as a card with a large number input (tablet-friendly). */
function LineCard(props: {
  line: CountView['lines'][number];
  entry: Entry;
  readOnly: boolean;
  onChange: (e: Entry) => void;
}) {
  const { line, entry } = props;
  const counted = entry.counted === '' ? line.counted : entry.counted;
  const diff = counted === null ? null : (line.difference ?? counted - line.expected);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="count-line">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={2}>
            {line.name}
          </Text>
          <Text size="sm" c="dimmed">
            {s.expected}: <Num>{line.expected}</Num>
          </Text>
        </Group>
        <NumberInput
          label={s.counted}
          size="lg"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          readOnly={props.readOnly}
          value={counted ?? ''}
          onChange={(v) => props.onChange({ ...entry, counted: v === '' ? '' : Number(v) })}
          aria-label={`${s.counted}: ${line.name}`}
        />
        {diff !== null && diff !== 0 && (
          <Badge color={diff < 0 ? 'red' : 'teal'} variant="light" size="lg">
            {s.difference}: <Num>{diff}</Num>
          </Badge>
        )}
        {!props.readOnly && diff !== null && diff !== 0 && (
          <TextInput
            label={s.reason}
            value={entry.reason || line.reason}
            onChange={(e) => props.onChange({ ...entry, reason: e.currentTarget.value })}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * /{business}/stock_counts/{UUID}: the count sheet — a card per product with what is expected and
 * a large input for what was counted; save (PUT) as often as wanted, then post after a
 * confirmation: the differences adjust stock and the sheet becomes read-only (decision 0067).
 */
export function CountSheetPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const query = useCount(business, UUID);
  const writer = useCan('catalogue.write');
  const enter = useEnterCounted(business, UUID);
  const post = usePostCount(business, UUID);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  if (!query.isSuccess) return <NotLoaded query={query} />;
  const sheet = query.data;
  const readOnly = sheet.status === 'posted' || !writer;
  const changed = Object.entries(entries).flatMap(([product, e]) =>
    e.counted === '' ? [] : [{ product, counted: e.counted, reason: e.reason }],
  );
  const saveAll = (then?: () => void) =>
    changed.length === 0
      ? then?.()
      : enter.mutate(changed, {
          onSuccess: () => {
            setEntries({});
            if (then) then();
            else notifications.show({ color: 'teal', message: s.saved });
          },
          onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
        });
  const doPost = () =>
    saveAll(() =>
      post.mutate(reason, {
        onSuccess: () => notifications.show({ color: 'teal', message: s.postedDone }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
        onSettled: () => setConfirming(false),
      }),
    );
  return (
    <Stack>
      <PageHeader
        title={`${s.sheetTitle}: ${sheet.warehouse.name}${sheet.category ? ` — ${sheet.category.name}` : ''}`}
        back={`/${business}/stock_counts`}
      >
        {!readOnly && (
          <>
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={18} />}
              onClick={() => saveAll()}
              loading={enter.isPending}
              data-testid="count-save"
            >
              {s.save}
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={18} />}
              onClick={() => setConfirming(true)}
              data-testid="count-post"
            >
              {s.post}
            </Button>
          </>
        )}
      </PageHeader>
      {sheet.status === 'posted' && (
        <Badge color="teal" size="lg" variant="light">
          {s.readOnly}
        </Badge>
      )}
      {!readOnly && (
        <TextInput
          label={s.sheetReason}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maw={480}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {sheet.lines.map((line) => (
          <LineCard
            key={line.product}
            line={line}
            readOnly={readOnly}
            entry={entries[line.product] ?? { counted: '', reason: '' }}
            onChange={(e) => setEntries((all) => ({ ...all, [line.product]: e }))}
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={confirming}
        title={s.postTitle}
        body={s.postBody}
        confirmLabel={s.post}
        color="teal"
        loading={post.isPending || enter.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={doPost}
      />
    </Stack>
  );
}
