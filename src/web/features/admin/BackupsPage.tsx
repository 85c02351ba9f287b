import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDatabasePlus,
  IconDownload,
  IconRestore,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { BackupView, RestoreResult } from '../../../domain/schemas/backups';
import { DataTable } from '../../components/DataTable';
import { UploadButton } from '../../components/UploadButton';
import { ConfirmDialog } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { riyadhDateTime } from '../../lib/format';
import { expireSession } from '../../lib/session';
import { t } from '../../locales/ar';
import {
  downloadBackup,
  useBackups,
  useCreateBackup,
  useRestoreBackup,
  useUploadBackup,
} from './api/backups';

const tb = t.admin.backups;

type Outcome = { ok: true; result: RestoreResult } | { ok: false; message: string };

/** What the last restore said: the server's success or its Arabic refusal, as it is. */
function RestoreOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome.ok)
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle />}
        title={tb.refused}
        data-testid="restore-result"
      >
        {outcome.message}
      </Alert>
    );
  const { result } = outcome;
  return (
    <Alert color="teal" icon={<IconCircleCheck />} title={tb.restored} data-testid="restore-result">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{result.message}</Text>
        <Text size="sm" c="dimmed">
          {tb.safety} <Num>{result.safetyBackup}</Num>
        </Text>
        {result.signInAgain && (
          <Button size="xs" onClick={() => expireSession()} data-testid="sign-in-again">
            {tb.signIn}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** The progress line while a backup or a restore runs. */
function Busy({ text }: { text: string }) {
  return (
    <Alert color="blue" data-testid="backup-progress">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        <Text size="sm">{text}</Text>
      </Group>
    </Alert>
  );
}

/**
 * /admin/backupdp (admin): the database backups — create one, upload one from this computer
 * (checked by the server, then listed; decision 0050), download, restore after a confirmation — with progress while a backup or restore runs and the server's
 * truthful result (success, or why the file was refused with the database untouched).
 */
export function BackupsPage() {
  const list = useBackups();
  const create = useCreateBackup();
  const restore = useRestoreBackup();
  const upload = useUploadBackup();
  const [uploaded, setUploaded] = useState<{ ok: boolean; text: string } | null>(null);
  const [target, setTarget] = useState<BackupView | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const busy = create.isPending || restore.isPending || upload.isPending;

  function onUpload(file: File | null) {
    if (!file) return;
    setOutcome(null);
    setUploaded(null);
    upload.mutate(file, {
      onSuccess: (b) => setUploaded({ ok: true, text: tb.uploaded(b.name) }),
      onError: (err) => setUploaded({ ok: false, text: errorMessage(err) }),
    });
  }

  function onCreate() {
    setOutcome(null);
    create.mutate(undefined, {
      onSuccess: (b) => notifications.show({ color: 'teal', message: tb.created(b.name) }),
      onError: (err) =>
        notifications.show({ color: 'red', title: tb.createFailed, message: errorMessage(err) }),
    });
  }

  function onRestore() {
    if (!target) return;
    const filename = target.name;
    setTarget(null);
    setOutcome(null);
    restore.mutate(filename, {
      onSuccess: (result) => setOutcome({ ok: true, result }),
      onError: (err) => setOutcome({ ok: false, message: errorMessage(err) }),
    });
  }

  async function onDownload(name: string) {
    setDownloading(name);
    try {
      await downloadBackup(name);
    } catch (err) {
      notifications.show({ color: 'red', title: tb.downloadFailed, message: errorMessage(err) });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Stack gap="md">
      <PageHeader title={tb.title} back="/admin">
        <UploadButton
          label={tb.upload}
          onPick={onUpload}
          loading={upload.isPending}
          disabled={busy}
          testId="upload-backup"
        />
        <Button
          leftSection={<IconDatabasePlus size={18} />}
          loading={create.isPending}
          disabled={busy}
          onClick={onCreate}
          data-testid="create-backup"
        >
          {tb.create}
        </Button>
      </PageHeader>
      <Text c="dimmed" size="sm">
        {tb.intro}
      </Text>
      {create.isPending && <Busy text={tb.creating} />}
      {restore.isPending && <Busy text={tb.restoring} />}
      {upload.isPending && <Busy text={tb.uploading} />}
      {uploaded && (
        <Alert
          color={uploaded.ok ? 'teal' : 'red'}
          icon={uploaded.ok ? <IconCircleCheck /> : <IconAlertTriangle />}
          title={uploaded.ok ? undefined : tb.uploadRefused}
          data-testid="upload-result"
          data-ok={uploaded.ok}
        >
          {uploaded.text}
        </Alert>
      )}
      {outcome && <RestoreOutcome outcome={outcome} />}
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.length === 0 ? (
        <Empty>{tb.empty}</Empty>
      ) : (
        <DataTable
          wrapper="scroll"
          minWidth={760}
          columns={[tb.name, tb.size, tb.date, tb.kind, { label: tb.actions, ta: 'end' }]}
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="backups-table"
          foot={
            <Table.Caption>
              {tb.count} <Num>{list.data.length}</Num>
            </Table.Caption>
          }
        >
          {list.data.map((b) => (
            <Table.Tr key={b.name} data-testid={`backup-row-${b.name}`}>
              <Table.Td>
                <Num>{b.name}</Num>
              </Table.Td>
              <Table.Td>
                <Num>{b.size.toLocaleString('en-US')}</Num>
              </Table.Td>
              <Table.Td>
                <Num>{riyadhDateTime(b.date)}</Num>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={b.kind === 'manual' ? 'teal' : 'gray'}>
                  {tb.kinds[b.kind]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    leftSection={<IconRestore size={16} />}
                    disabled={busy}
                    onClick={() => setTarget(b)}
                    data-testid={`restore-${b.name}`}
                  >
                    {tb.restore}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={16} />}
                    loading={downloading === b.name}
                    onClick={() => onDownload(b.name)}
                    data-testid={`download-${b.name}`}
                  >
                    {tb.download}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={tb.confirmTitle}
        body={tb.confirmBody(target?.name ?? '')}
        confirmLabel={tb.restore}
        color="orange"
        testId="confirm-restore"
        onCancel={() => setTarget(null)}
        onConfirm={onRestore}
      />
    </Stack>
  );
}
