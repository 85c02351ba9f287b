import { Badge, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconLock, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ShiftSummary } from '../../../domain/schemas/shifts';
import { useBusinessKey, useCan } from '../../app';
import { AmountCard } from '../../components/Amount';
import { ConfirmDialog } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { ZReportSummary } from '../../components/ZReportSummary';
import { ApiError, errorMessage } from '../../lib/api';
import { riyadhDateTime } from '../../lib/format';
import { printReceiptImage } from '../../lib/print-image';
import { saveBlob } from '../../lib/save-blob';
import { t } from '../../locales/ar';
import { printShift, shiftFile, useShiftAction, useShiftDetail } from './api/shifts';
import { LateCountForm } from './LateCountForm';
import { ShiftInvoices, ShiftMovements } from './ShiftTables';

const fail = (err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) });

/**
 * Reprints the report on the till's thermal printer (POST print); with no printer configured
 * (409 printer_not_configured) the 80 mm PNG is printed through the browser instead.
 */
async function reprint(business: string, id: number): Promise<void> {
  try {
    await printShift(business, id);
    notifications.show({ color: 'teal', message: t.shifts.shift.printed });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'printer_not_configured') throw err;
    const png = await shiftFile(business, id, 'png');
    printReceiptImage(URL.createObjectURL(png), t.shifts.shift.title(id));
  }
}

function Header({ shift }: { shift: ShiftSummary }) {
  const text = t.shifts.shift;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="shift-figures">
      <AmountCard label={text.float} value={shift.openingFloat} testId="shift-float" />
      <AmountCard label={text.sales} value={shift.salesTotal} testId="shift-sales" />
      {shift.expectedCash !== null && (
        <AmountCard
          label={t.shifts.columns.expected}
          value={shift.expectedCash}
          testId="shift-expected"
        />
      )}
      {shift.overShort !== null && (
        <AmountCard
          label={t.shifts.columns.overShort}
          value={shift.overShort}
          testId="shift-over-short"
          tone={shift.overShort < 0 ? 'red' : shift.overShort > 0 ? 'orange' : 'teal'}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * /{business}/shifts/{shiftId} (decision 0055): the shift's figures, its X report (open) or Z
 * report (closed) through ZReportSummary, its sales and notes (each opens the invoice view), its
 * cash movements; reprint (thermal printer, else the PNG through the browser) and the A4 PDF; for
 * shifts.manage a force-close of an open shift (confirmed) and the late count of a force-closed one.
 */
export function ShiftPage() {
  const business = useBusinessKey();
  const id = Number(useParams().shiftId);
  const manages = useCan('shifts.manage');
  const detail = useShiftDetail(business, id);
  const action = useShiftAction(business, id);
  const [confirming, setConfirming] = useState(false);
  const [counting, setCounting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const text = t.shifts.shift;

  if (detail.isError) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (detail.isPending) return <Loading />;
  const { shift, report, invoices } = detail.data;
  const done = (message: string, close: () => void) => () => {
    notifications.show({ color: 'teal', message });
    close();
  };

  return (
    <Stack gap="md">
      <PageHeader title={text.title(shift.id)} back={`/${business}/shifts`} />
      <Group gap="xs">
        <Badge variant="light">{shift.tillName}</Badge>
        <Badge variant="light" color="gray">
          {shift.cashier.name}
        </Badge>
        <Badge variant="outline" color="gray">
          <Num>{riyadhDateTime(shift.openedAt)}</Num>
          {shift.closedAt && (
            <>
              {' → '}
              <Num>{riyadhDateTime(shift.closedAt)}</Num>
            </>
          )}
        </Badge>
        {shift.pastBusinessDay && shift.state === 'open' && (
          <Badge color="red" data-testid="shift-past-day">
            {t.shifts.list.pastDay}
          </Badge>
        )}
        {shift.forced && <Badge color="gray">{t.shifts.list.forced}</Badge>}
      </Group>
      <Header shift={shift} />
      <Group gap="xs" className="no-print">
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} />}
          loading={printing}
          onClick={() => {
            setPrinting(true);
            reprint(business, id)
              .catch(fail)
              .finally(() => setPrinting(false));
          }}
          data-testid="shift-reprint"
        >
          {text.reprint}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={18} />}
          onClick={() =>
            shiftFile(business, id, 'pdf')
              .then((b) => saveBlob(b, `zreport-${business}-${id}.pdf`))
              .catch(fail)
          }
          data-testid="shift-pdf"
        >
          {text.pdf}
        </Button>
        {manages && shift.state === 'open' && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconLock size={18} />}
            onClick={() => setConfirming(true)}
            data-testid="shift-force-close"
          >
            {text.forceClose}
          </Button>
        )}
        {manages && shift.forced && shift.countedCash === null && (
          <Button
            leftSection={<IconReceipt size={18} />}
            onClick={() => setCounting(true)}
            data-testid="shift-enter-count"
          >
            {text.enterCount}
          </Button>
        )}
      </Group>
      <ZReportSummary report={report} />
      <ShiftInvoices business={business} invoices={invoices} />
      <ShiftMovements movements={report.movements} />
      <ConfirmDialog
        opened={confirming}
        title={text.forceClose}
        body={text.forceCloseBody}
        confirmLabel={text.forceClose}
        loading={action.isPending}
        testId="shift-force-close-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          action.mutate(
            { action: 'force-close' },
            { onSuccess: done(text.forceClosed, () => setConfirming(false)), onError: fail },
          )
        }
      />
      {counting && (
        <LateCountForm
          opened
          saving={action.isPending}
          onClose={() => setCounting(false)}
          onSave={(body) =>
            action.mutate(
              { action: 'count', body },
              { onSuccess: done(text.counted, () => setCounting(false)), onError: fail },
            )
          }
        />
      )}
    </Stack>
  );
}
