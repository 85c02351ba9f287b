import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCode,
  IconDownload,
  IconPrinter,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PAYMENT_MEANS } from '../../../domain/payment-means';
import { useBusinessKey } from '../../app/guards';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useBusiness } from '../../lib/businesses';
import { useDownloadInvoicePdf } from './api/download-invoice-pdf';
import { useDownloadInvoiceXml } from './api/download-invoice-xml';
import { useInvoice } from './api/get-invoice';
import { InvoiceDocument } from './InvoiceDocument';
import { ZatcaStatusPanel } from './ZatcaStatusPanel';
import './invoices.css';

/**
 * invoices/view/{UUID} and invoicex/view/{UUID}: the invoice, Download PDF, print (A4 print
 * stylesheet, navigation hidden), and the red overdue notice for credit (24) invoices (SPEC.md §4).
 * When the invoice has a signed ZATCA phase 2 document (ZATCA_MODE=offline, decision 0032): its
 * state line «موقّعة — ICV n» and «تنزيل XML», which saves `{ID}.xml`; once queued for ZATCA
 * (decision 0036) its reporting/clearance status, ZATCA's messages and the administrator's retry.
 */
export function InvoiceViewPage({ backTo }: { backTo: 'invoices' | 'invoicex' }) {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const q = useInvoice(business, UUID);
  const profile = useBusiness(business);
  const pdf = useDownloadInvoicePdf(business);
  const xml = useDownloadInvoiceXml(business);

  const failed = q.isError ? q : profile.isError ? profile : null;
  if (failed) return <LoadError error={failed.error} onRetry={() => failed.refetch()} />;
  if (!q.data || !profile.data) return <Loading />;
  const inv = q.data.invoice;

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
      <PageHeader title={t.invoices.numberLabel(inv.ID)} back={`/${business}/${backTo}`}>
        <Button
          size="md"
          leftSection={<IconDownload size={20} />}
          loading={pdf.isPending}
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
          onClick={() => window.print()}
          data-testid="invoice-print"
        >
          {t.invoices.printInvoice}
        </Button>
      </PageHeader>
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
      {inv.ZATCA && <ZatcaStatusPanel business={business} uuid={inv.UUID} zatca={inv.ZATCA} />}
      {inv.PaymentMeansCode === PAYMENT_MEANS.credit && (
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
