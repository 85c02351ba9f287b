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
import { useNavigate } from 'react-router';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { Num } from '../../components/Num';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useIssueNote, type NoteToIssue } from './api/issue-note';

const k = t.invoices.notes;

/**
 * The «إشعار دائن / مرتجع» and «إشعار مدين» dialogs of the invoice view (issue #9 §1, decision
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

function NoteForm(props: {
  business: string;
  backTo: 'invoices' | 'invoicex';
  invoice: InvoiceView;
  kind: 'credit' | 'debit';
  onClose: () => void;
}) {
  const { invoice, kind, business } = props;
  const [key] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const issue = useIssueNote(business, invoice.UUID);
  const navigate = useNavigate();
  const creditable = new Map((invoice.Creditable ?? []).map((c) => [c.ID, c.Quantity]));
  const [returned, setReturned] = useState<Record<number, number>>({});
  const [debitLines, setDebitLines] = useState([{ name: '', quantity: 1, price: 0 }]);

  function body(): NoteToIssue | string {
    if (kind === 'credit') {
      const lines = Object.entries(returned)
        .filter(([, q]) => q > 0)
        .map(([id, q]) => ({ ID: Number(id), InvoicedQuantity: q }));
      if (lines.length === 0) return k.nothingChosen;
      return { kind, body: { Reason: reason.trim(), InvoiceLine: lines } };
    }
    const lines = debitLines.map((l) => ({
      ItemName: l.name.trim(),
      InvoicedQuantity: l.quantity,
      Price: l.price,
    }));
    return { kind, body: { Reason: reason.trim(), InvoiceLine: lines } };
  }

  function submit() {
    if (!reason.trim()) return setReasonError(k.reasonRequired);
    const note = body();
    if (typeof note === 'string') return setError(note);
    if (!confirmed) return setError(k.confirmRequired);
    setError(undefined);
    issue.mutate(
      { note, key },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: k.done(answer.ID) });
          props.onClose();
          void navigate(`/${business}/${props.backTo}/view/${answer.UUID}`);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  }

  const nothingLeft = kind === 'credit' && [...creditable.values()].every((q) => q <= 0);
  const estimate =
    kind === 'credit'
      ? invoice.InvoiceLine.reduce(
          (sum, l) => sum + (l.RoundingAmount * (returned[l.ID] ?? 0)) / l.InvoicedQuantity,
          0,
        )
      : debitLines.reduce((sum, l) => sum + l.quantity * l.price, 0);

  return (
    <Stack>
      {nothingLeft && <Alert color="yellow">{k.nothingLeft}</Alert>}
      {kind === 'credit' ? (
        <Table verticalSpacing="xs" data-testid="credit-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{k.item}</Table.Th>
              <Table.Th ta="center">{k.sold}</Table.Th>
              <Table.Th ta="center">{k.left}</Table.Th>
              <Table.Th w={140}>{k.returned}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                      onChange={(v) => setReturned({ ...returned, [l.ID]: Number(v) || 0 })}
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
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="xs" data-testid="debit-lines">
          {debitLines.map((l, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              <TextInput
                label={k.debitLine}
                value={l.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setDebitLines(debitLines.map((x, j) => (j === i ? { ...x, name } : x)));
                }}
                style={{ flex: 1 }}
                data-testid={`debit-name-${i}`}
              />
              <NumberInput
                label={k.quantity}
                value={l.quantity}
                onChange={(v) =>
                  setDebitLines(
                    debitLines.map((x, j) => (j === i ? { ...x, quantity: Number(v) || 0 } : x)),
                  )
                }
                min={1}
                allowDecimal={false}
                w={90}
                data-testid={`debit-qty-${i}`}
              />
              <NumberInput
                label={k.price}
                value={l.price}
                onChange={(v) =>
                  setDebitLines(
                    debitLines.map((x, j) => (j === i ? { ...x, price: Number(v) || 0 } : x)),
                  )
                }
                min={0}
                decimalScale={2}
                allowNegative={false}
                hideControls
                inputMode="decimal"
                w={170}
                data-testid={`debit-price-${i}`}
              />
              <ActionIcon
                size={36}
                variant="subtle"
                color="red"
                aria-label={k.removeLine}
                disabled={debitLines.length === 1}
                onClick={() => setDebitLines(debitLines.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={18} />}
              onClick={() => setDebitLines([...debitLines, { name: '', quantity: 1, price: 0 }])}
            >
              {k.addLine}
            </Button>
          </Group>
        </Stack>
      )}
      {kind === 'credit' && (
        <Group>
          <Button
            variant="light"
            disabled={nothingLeft}
            onClick={() => setReturned(Object.fromEntries(creditable))}
            data-testid="credit-all"
          >
            {k.returnAll}
          </Button>
        </Group>
      )}
      <Textarea
        label={k.reason}
        description={k.reasonHint}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setReasonError(undefined);
        }}
        error={reasonError}
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        data-testid="note-reason"
      />
      <Group justify="space-between">
        <Text>{k.total}</Text>
        <Text fw={700}>
          <Num>{formatSarNumber(Math.round(estimate * 100) / 100)}</Num> {t.common.sar}
        </Text>
      </Group>
      <Checkbox
        label={k.confirm}
        checked={confirmed}
        onChange={(e) => setConfirmed(e.currentTarget.checked)}
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
          onClick={submit}
          data-testid="note-submit"
        >
          {k.submit}
        </Button>
      </Group>
    </Stack>
  );
}
