import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useIssueNote } from './api/issue-note';
import {
  emptyDebitLine,
  noteBody,
  noteTotalSar,
  useNoteForm,
  type NoteFormValues,
} from './note-form';
import { DebitVatSelect } from './VatCategoryParts';

const k = t.invoices.notes;

/**
 * The «إشعار دائن / مرتجع» and «إشعار مدين» dialogs of the invoice view (decision
 * 0034). A credit note returns pieces of each line, at most what remains un-credited; a debit note
 * adds lines of a statement, quantity and unit price with VAT. Both need a reason and a
 * confirmation; each opened form has its own Idempotency-Key. On success: the new note's view.
 */
export function NoteDialog(props: {
  business: string;
  backTo: 'invoices' | 'invoicex';
  invoice: InvoiceView;
  kind: 'credit' | 'debit' | null;
  onClose: () => void;
}) {
  const { invoice, kind } = props;
  return (
    <Modal
      opened={kind !== null}
      onClose={props.onClose}
      title={kind === 'debit' ? k.debitTitle(invoice.ID) : k.creditTitle(invoice.ID)}
      size="lg"
      centered
    >
      {kind && <NoteForm key={kind} {...props} kind={kind} />}
    </Modal>
  );
}

type NoteFormApi = UseFormReturnType<NoteFormValues>;

/**
 * The note form (note-form.ts): a Mantine form checked by the request's zod schema and the note
 * rules, its total with VAT in exact halalas. Field errors show inline; the missing quantity, the
 * missing confirmation and the server's refusal in the red alert.
 */
function NoteForm(props: {
  business: string;
  backTo: 'invoices' | 'invoicex';
  invoice: InvoiceView;
  kind: 'credit' | 'debit';
  onClose: () => void;
}) {
  const { invoice, kind, business } = props;
  const [key] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string>();
  const form = useNoteForm(kind);
  const issue = useIssueNote(business, invoice.UUID);
  const navigate = useNavigate();
  const creditable = new Map((invoice.Creditable ?? []).map((c) => [c.ID, c.Quantity]));

  const submit = form.onSubmit((values) => {
    setRefusal(undefined);
    issue.mutate(
      { note: noteBody(kind, values), key },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: k.done(answer.ID) });
          props.onClose();
          void navigate(`/${business}/${props.backTo}/view/${answer.UUID}`);
        },
        onError: (err) => setRefusal(errorMessage(err)),
      },
    );
  });

  const nothingLeft = kind === 'credit' && [...creditable.values()].every((q) => q <= 0);
  const error = form.errors.returned ?? form.errors.confirmed ?? refusal;

  return (
    <Stack>
      {nothingLeft && <Alert color="yellow">{k.nothingLeft}</Alert>}
      {kind === 'credit' ? (
        <CreditLines form={form} invoice={invoice} creditable={creditable} />
      ) : (
        <DebitLines form={form} />
      )}
      {kind === 'credit' && (
        <Group>
          <Button
            variant="light"
            disabled={nothingLeft}
            onClick={() => form.setFieldValue('returned', Object.fromEntries(creditable))}
            data-testid="credit-all"
          >
            {k.returnAll}
          </Button>
        </Group>
      )}
      <Textarea
        label={k.reason}
        description={k.reasonHint}
        {...form.getInputProps('Reason')}
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        data-testid="note-reason"
      />
      <Group justify="space-between" data-testid="note-total">
        <Text>{k.total}</Text>
        <Text fw={700}>
          <Num>{formatSarNumber(noteTotalSar(kind, invoice, form.values))}</Num> {t.common.sar}
        </Text>
      </Group>
      <Checkbox
        label={k.confirm}
        checked={form.values.confirmed}
        onChange={(e) => form.setFieldValue('confirmed', e.currentTarget.checked)}
        data-testid="note-confirm"
      />
      {error && (
        <Alert color="red" data-testid="note-error">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t.common.cancel}
        </Button>
        <Button
          color={kind === 'credit' ? 'red' : 'teal'}
          loading={issue.isPending}
          disabled={nothingLeft}
          onClick={() => submit()}
          data-testid="note-submit"
        >
          {k.submit}
        </Button>
      </Group>
    </Stack>
  );
}

/** The credit note's lines: per original line the pieces sold, left and returned now. */
function CreditLines(props: {
  form: NoteFormApi;
  invoice: InvoiceView;
  creditable: ReadonlyMap<number, number>;
}) {
  const { form, invoice, creditable } = props;
  const returned = form.values.returned;
  return (
    <DataTable
      wrapper="none"
      columns={[
        k.item,
        { label: k.sold, ta: 'center' },
        { label: k.left, ta: 'center' },
        { label: k.returned, w: 140 },
      ]}
      verticalSpacing="xs"
      data-testid="credit-lines"
    >
      {invoice.InvoiceLine.map((l) => {
        const left = creditable.get(l.ID) ?? 0;
        return (
          <Table.Tr key={l.ID}>
            <Table.Td>{l.ItemName}</Table.Td>
            <Table.Td ta="center">
              <Num>{l.InvoicedQuantity}</Num>
            </Table.Td>
            <Table.Td ta="center">
              <Num>{left}</Num>
            </Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={`${k.returned}: ${l.ItemName}`}
                value={returned[l.ID] ?? 0}
                onChange={(v) =>
                  form.setFieldValue('returned', { ...returned, [l.ID]: Number(v) || 0 })
                }
                min={0}
                max={left}
                allowDecimal={false}
                allowNegative={false}
                disabled={left <= 0}
                data-testid={`credit-qty-${l.ID}`}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

/** The debit note's lines: statement, whole pieces and unit price with VAT (SAR) each. */
function DebitLines({ form }: { form: NoteFormApi }) {
  const lines = form.values.InvoiceLine;
  const number = (path: string) => ({
    ...form.getInputProps(path),
    onChange: (v: string | number) => form.setFieldValue(path, Number(v) || 0),
  });
  return (
    <Stack gap="xs" data-testid="debit-lines">
      {lines.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput
            label={k.debitLine}
            {...form.getInputProps(`InvoiceLine.${i}.ItemName`)}
            style={{ flex: 1 }}
            data-testid={`debit-name-${i}`}
          />
          <NumberInput
            label={k.quantity}
            {...number(`InvoiceLine.${i}.InvoicedQuantity`)}
            min={1}
            allowDecimal={false}
            w={90}
            data-testid={`debit-qty-${i}`}
          />
          <NumberInput
            label={k.price}
            {...number(`InvoiceLine.${i}.Price`)}
            min={0}
            decimalScale={2}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            w={170}
            data-testid={`debit-price-${i}`}
          />
          <DebitVatSelect
            value={form.values.InvoiceLine[i]?.Vat ?? 'S'}
            onChange={(v) => form.setFieldValue(`InvoiceLine.${i}.Vat`, v)}
            testId={`debit-vat-${i}`}
          />
          <ActionIcon
            size={36}
            variant="subtle"
            color="red"
            aria-label={k.removeLine}
            disabled={lines.length === 1}
            onClick={() => form.removeListItem('InvoiceLine', i)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconPlus size={18} />}
          onClick={() => form.insertListItem('InvoiceLine', emptyDebitLine())}
        >
          {k.addLine}
        </Button>
      </Group>
    </Stack>
  );
}
