import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconDownload,
  IconExternalLink,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import type { ArchiveAnswer } from '../../../domain/schemas/files';
import { isCalendarDate } from '../../../domain/zoned-day';
import { useBusinessKey } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { t } from '../../locales/ar';
import { parseArchiveName, useArchive } from './api/archive';
import { DateField } from '../../components/DateField';

const a = t.archive;

/** One image of the day: its name, invoice number, Riyadh time and signed links. */
interface ArchiveItem {
  name: string;
  id: number;
  time: string;
  image: string;
  thumb: string;
}

function itemsOf(data: ArchiveAnswer): ArchiveItem[] {
  return data.files.map((name) => {
    const parsed = parseArchiveName(name);
    const encoded = encodeURIComponent(name);
    return {
      name,
      id: parsed?.id ?? 0,
      time: parsed ? riyadhTime(parsed.at) : '',
      image: data.base_url + encoded,
      thumb: data.thumbs_url + encoded,
    };
  });
}

/**
 * /{business}/files/*: the receipt images of one Riyadh day — the day
 * in the path (`files/2026-11-25`), else today — newest first in a 2–5 column grid of thumbnails;
 * a full-screen preview (closed by Esc or its button); download and open links per image. The
 * images load through the signed links the list answers (decision 0027).
 */
export function ArchivePage() {
  const business = useBusinessKey();
  const navigate = useNavigate();
  const { '*': splat = '' } = useParams();
  // Fixed for the visit; a reload reads it again.
  const [today] = useState(() => riyadhDate(Date.now()));
  const date = isCalendarDate(splat) ? splat : today;
  const [draft, setDraft] = useState(date);
  const [shownFor, setShownFor] = useState(date);
  if (shownFor !== date) {
    // The path changed (apply, today, back): the picker follows it.
    setShownFor(date);
    setDraft(date);
  }
  const [preview, setPreview] = useState<ArchiveItem | null>(null);
  const query = useArchive(business, date);
  const go = (day: string) =>
    navigate(day === today ? `/${business}/files` : `/${business}/files/${day}`);
  const draftOk = isCalendarDate(draft);

  return (
    <Stack>
      <PageHeader title={a.title} back={`/${business}`} />
      <Group align="flex-end" wrap="wrap">
        <DateField
          label={a.day}
          value={draft}
          max={today}
          onChange={(e) => setDraft(e.currentTarget.value)}
          error={draftOk ? undefined : a.badDate}
          dir="ltr"
          data-testid="archive-date"
        />
        <Button onClick={() => go(draft)} disabled={!draftOk} data-testid="archive-apply">
          {a.apply}
        </Button>
        <Button
          variant="light"
          leftSection={<IconCalendarEvent size={16} />}
          onClick={() => go(today)}
          data-testid="archive-today"
        >
          {a.today}
        </Button>
        {query.data && (
          <Text c="dimmed" data-testid="archive-count">
            <Num>{date}</Num> · {a.count(query.data.files.length)}
          </Text>
        )}
      </Group>
      <ArchiveBody query={query} date={date} onPreview={setPreview} />
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        fullScreen
        withCloseButton={false}
        title={null}
        data-testid="archive-preview"
      >
        {preview && <Preview item={preview} onClose={() => setPreview(null)} />}
      </Modal>
    </Stack>
  );
}

function ArchiveBody({
  query,
  date,
  onPreview,
}: {
  query: ReturnType<typeof useArchive>;
  date: string;
  onPreview: (item: ArchiveItem) => void;
}) {
  if (query.isError) {
    const err = query.error;
    const status = err instanceof ApiError ? err.status : 0;
    return (
      <Alert color="red" icon={<IconAlertTriangle />} data-testid="archive-error">
        <Stack gap="xs" align="flex-start">
          <Text c="red" size="sm">
            {a.loadFailed(date, status, err instanceof Error ? err.message : String(err))}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {a.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed" data-testid="archive-loading">
            {a.loading}
          </Text>
        </Group>
      </Center>
    );
  }
  const items = itemsOf(query.data);
  if (items.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed" data-testid="archive-empty">
          {a.empty}
        </Text>
      </Center>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} data-testid="archive-grid">
      {items.map((item) => (
        <Card key={item.name} withBorder padding="xs" data-testid={`archive-item-${item.name}`}>
          <Card.Section>
            <UnstyledButton
              onClick={() => onPreview(item)}
              aria-label={a.preview(item.id)}
              data-testid={`archive-thumb-${item.name}`}
              style={{ display: 'block', width: '100%' }}
            >
              <Image
                src={item.thumb}
                alt={a.preview(item.id)}
                h={220}
                fit="contain"
                bg="white"
                loading="lazy"
              />
            </UnstyledButton>
          </Card.Section>
          <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {a.invoice(item.id)}
            </Text>
            <Text size="sm" c="dimmed">
              <Num>{item.time}</Num>
            </Text>
          </Group>
          <Group gap="xs" mt={4}>
            <Anchor href={item.image} download={item.name} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconDownload size={14} />
                {a.download}
              </Group>
            </Anchor>
            <Anchor href={item.image} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconExternalLink size={14} />
                {a.open}
              </Group>
            </Anchor>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Preview({ item, onClose }: { item: ArchiveItem; onClose: () => void }) {
  return (
    <Stack align="center" gap="sm">
      <Group justify="space-between" w="100%" wrap="wrap">
        <Text fw={700}>
          {a.invoice(item.id)} · <Num>{item.time}</Num>
        </Text>
        <Group gap="xs">
          <Button
            component="a"
            href={item.image}
            download={item.name}
            variant="light"
            leftSection={<IconDownload size={16} />}
          >
            {a.download}
          </Button>
          <Button
            component="a"
            href={item.image}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            leftSection={<IconExternalLink size={16} />}
          >
            {a.open}
          </Button>
          <Button
            onClick={onClose}
            color="gray"
            leftSection={<IconX size={16} />}
            title={a.closeHint}
            data-testid="archive-preview-close"
          >
            {a.close}
          </Button>
        </Group>
      </Group>
      <Image
        src={item.image}
        alt={a.preview(item.id)}
        fit="contain"
        mah="calc(100vh - 120px)"
        w="auto"
        bg="white"
        data-testid="archive-preview-image"
      />
    </Stack>
  );
}
