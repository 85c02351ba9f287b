import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCode,
  IconDownload,
  IconPrinter,
  IconReceiptRefund,
  IconReceipt2,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isNoteTypeCode } from '../../../domain/notes';
import { isCreditSale } from '../../../domain/payment-means';
import { useBusinessKey, useCan } from '../../app';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useBusiness } from '../../lib/businesses';
import { useDownloadInvoicePdf } from './api/download-invoice-pdf';
import { useDownloadInvoiceXml } from './api/download-invoice-xml';
import { useInvoice } from './api/get-invoice';
import { InvoiceDocument } from './InvoiceDocument';
import { HeldByZatca, heldByZatca } from './HeldByZatca';
import { ZatcaStatusPanel } from './ZatcaStatusPanel';
import { NoteDialog } from './NoteDialogs';
import './invoices.css';

/**
 * invoices/view/{UUID} and invoicex/view/{UUID}: the invoice, Download PDF, print (A4 print
 * stylesheet, navigation hidden), and the red overdue notice for credit (24) invoices.
 * When the invoice has a signed ZATCA phase 2 document (ZATCA_MODE=offline, decision 0032): its
 * state line «موقّعة — ICV n» and «تنزيل XML», which saves `{ID}.xml`; once queued for ZATCA
 * (decision 0036) its reporting/clearance status, ZATCA's messages and the administrator's retry.
 * For who may issue notes (invoices.notes: admin, manager) an invoice offers «إشعار دائن / مرتجع»
 * and «إشعار مدين» (NoteDialogs, decision 0034); a note links to its original, an invoice lists
 * its notes.
 */
export function InvoiceViewPage({ backTo }: { backTo: 'invoices' | 'invoicex' }) {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const q = useInvoice(business, UUID);
  const profile = useBusiness(business);
  const pdf = useDownloadInvoicePdf(business);
  const xml = useDownloadInvoiceXml(business);
  const mayIssueNotes = useCan('invoices.notes');
  const [noteKind, setNoteKind] = useState<'credit' | 'debit' | null>(null);
  const held = q.data ? heldByZatca(q.data.invoice) : null;
  // While ZATCA has not answered, look again every 5 s (decision 0044).
  useEffect(() => {
    if (held !== 'pending') return;
    const timer = setInterval(() => void q.refetch(), 5000);
    return () => clearInterval(timer);
  }, [held, q]);

  const failed = q.isError ? q : profile.isError ? profile : null;
  if (failed) return <LoadError error={failed.error} onRetry={() => failed.refetch()} />;
  if (!q.data || !profile.data) return <Loading />;
  const inv = q.data.invoice;
  const isNote = isNoteTypeCode(inv.InvoiceTypeCode);
  const k = t.invoices.notes;

  function download() {
    pdf.mutate(
      { uuid: inv.UUID, id: inv.ID },
      {
        onError: (err) =>
          notifications.show({
            color: 'red',
            title: t.invoices.pdfFailed,
            message: errorMessage(err),
          }),
      },
    );
  }

  function downloadXml() {
    xml.mutate(
      { uuid: inv.UUID, id: inv.ID },
      {
        onError: (err) =>
          notifications.show({
            color: 'red',
            title: t.invoices.xmlFailed,
            message: errorMessage(err),
          }),
      },
    );
  }

  return (
    <Stack gap="md" maw={1000} mx="auto">
      <PageHeader
        title={isNote ? k.noteLabel(inv.ID) : t.invoices.numberLabel(inv.ID)}
        back={`/${business}/${backTo}`}
      >
        <Button
          size="md"
          leftSection={<IconDownload size={20} />}
          loading={pdf.isPending}
          disabled={held !== null}
          onClick={download}
          data-testid="invoice-download-pdf"
        >
          {t.invoices.downloadPdf}
        </Button>
        {inv.ZATCA && (
          <Button
            size="md"
            variant="light"
            leftSection={<IconCode size={20} />}
            loading={xml.isPending}
            disabled={held !== null}
            onClick={downloadXml}
            data-testid="invoice-download-xml"
          >
            {t.invoices.downloadXml}
          </Button>
        )}
        <Button
          size="md"
          variant="light"
          leftSection={<IconPrinter size={20} />}
          disabled={held !== null}
          onClick={() => window.print()}
          data-testid="invoice-print"
        >
          {t.invoices.printInvoice}
        </Button>
        {mayIssueNotes && !isNote && (
          <>
            <Button
              size="md"
              variant="light"
              color="red"
              leftSection={<IconReceiptRefund size={20} />}
              onClick={() => setNoteKind('credit')}
              data-testid="invoice-credit-note"
            >
              {k.creditAction}
            </Button>
            <Button
              size="md"
              variant="light"
              leftSection={<IconReceipt2 size={20} />}
              onClick={() => setNoteKind('debit')}
              data-testid="invoice-debit-note"
            >
              {k.debitAction}
            </Button>
          </>
        )}
      </PageHeader>
      <NoteDialog
        business={business}
        backTo={backTo}
        invoice={inv}
        kind={noteKind}
        onClose={() => setNoteKind(null)}
      />
      {inv.BillingReference && (
        <Text className="no-print" data-testid="note-original">
          {k.original}:{' '}
          <Anchor component={Link} to={`/${business}/${backTo}/view/${inv.BillingReference.UUID}`}>
            {t.invoices.numberLabel(inv.BillingReference.ID)}
          </Anchor>
        </Text>
      )}
      {inv.Notes && inv.Notes.length > 0 && (
        <Stack gap={4} className="no-print" data-testid="invoice-notes">
          <Text fw={600}>{k.issued}</Text>
          {inv.Notes.map((n) => (
            <Group key={n.UUID} gap="xs">
              <Anchor component={Link} to={`/${business}/${backTo}/view/${n.UUID}`}>
                {n.InvoiceTypeCode === '381' ? k.credit : k.debit} <Num>{n.ID}</Num>
              </Anchor>
              <Text c="dimmed">
                <Num>{n.IssueDate}</Num> — <Num>{formatSarNumber(n.TaxInclusiveAmount)}</Num>{' '}
                {t.common.sar} — {n.InstructionNote}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {inv.ZATCA && (
        <Text
          className="no-print"
          c="teal.8"
          fw={600}
          data-testid="invoice-zatca-state"
          style={{ display: 'flex', alignItems: 'center', gap: 6 }}
        >
          <IconShieldCheck size={20} aria-hidden />
          {t.invoices.zatcaSigned(inv.ZATCA.ICV)}
        </Text>
      )}
      {held && <HeldByZatca held={held} onRefresh={() => void q.refetch()} />}
      {inv.ZATCA && <ZatcaStatusPanel business={business} uuid={inv.UUID} zatca={inv.ZATCA} />}
      {isCreditSale(inv.PaymentMeansCode) && !isNote && (
        <Alert
          color="red"
          variant="filled"
          icon={<IconAlertTriangle />}
          data-testid="invoice-overdue"
        >
          {t.invoices.overdue}
        </Alert>
      )}
      <InvoiceDocument detail={q.data} seller={profile.data} />
    </Stack>
  );
}
