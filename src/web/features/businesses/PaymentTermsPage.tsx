import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Table,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { PaymentTermView } from '../../../domain/schemas/payment-terms';
import { ConfirmDelete } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { useDeletePaymentTerm, usePaymentTerms, useSavePaymentTerm } from '../../lib/payment-terms';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';

const s = t.terms;

/** The add/edit dialog of one term: name, days (0–365), from the end of the month. */
function TermModal(props: { business: string; term: PaymentTermView | null; onClose: () => void }) {
  const save = useSavePaymentTerm(props.business);
  const form = useForm({
    initialValues: {
      name: props.term?.name ?? '',
      days: (props.term?.days ?? 30) as number | '',
      end_of_month: props.term?.end_of_month ?? false,
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { uuid: props.term?.UUID, body: { ...v, days: v.days === '' ? -1 : v.days } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: s.saved });
          props.onClose();
        },
        onError: (err) => showSaveError(err, form, ['name', 'days', 'end_of_month']),
      },
    ),
  );
  return (
    <Modal opened onClose={props.onClose} title={props.term ? s.editTitle : s.addTitle} centered>
      <form onSubmit={submit} noValidate data-testid="term-form">
        <Stack>
          <TextInput label={s.name} required data-autofocus {...form.getInputProps('name')} />
          <NumberInput
            label={s.days}
            description={s.daysHint}
            min={0}
            max={365}
            allowDecimal={false}
            inputMode="numeric"
            {...form.getInputProps('days')}
          />
          <Checkbox
            label={s.endOfMonth}
            {...form.getInputProps('end_of_month', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t.common.cancel}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={18} />}
            >
              {t.common.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A business's payment terms (decision 0068), under /admin/businesses/:key/payment-terms for
 * `businesses.edit`: the list in display order, add and edit in a dialog, delete after a
 * confirmation — a term that clients or documents use is hidden by the server, not removed, and
 * the notice says so.
 */
export function PaymentTermsPage() {
  const { key = '' } = useParams();
  const q = usePaymentTerms(key);
  const remove = useDeletePaymentTerm(key);
  const [editing, setEditing] = useState<PaymentTermView | 'new' | null>(null);
  const [target, setTarget] = useState<PaymentTermView | null>(null);
  const confirm = () =>
    target &&
    remove.mutate(target.UUID, {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', message: r.soft ? s.hidden : s.deleted });
        setTarget(null);
      },
      onError: (err) => showSaveError(err),
    });
  return (
    <>
      <PageHeader title={s.title} back={`/admin/businesses/${encodeURIComponent(key)}`}>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing('new')}
          data-testid="term-add"
        >
          {s.add}
        </Button>
      </PageHeader>
      <Paper withBorder radius="lg" p="md" maw={720}>
        {!q.isSuccess ? (
          <NotLoaded query={q} />
        ) : q.data.length === 0 ? (
          <Empty>{s.empty}</Empty>
        ) : (
          <DataTable wrapper="none" columns={[s.name, s.days, '']}>
            {q.data.map((x) => (
              <Table.Tr key={x.UUID} data-testid="term-row">
                <Table.Td fw={600}>{x.name}</Table.Td>
                <Table.Td>{s.daysCell(x.days, x.end_of_month)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Tooltip label={t.common.edit}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`${t.common.edit}: ${x.name}`}
                      onClick={() => setEditing(x)}
                    >
                      <IconEdit size={20} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t.common.delete}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${t.common.delete}: ${x.name}`}
                      onClick={() => setTarget(x)}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Paper>
      {editing && (
        <TermModal
          business={key}
          term={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        opened={target !== null}
        what={target?.name ?? ''}
        loading={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </>
  );
}
