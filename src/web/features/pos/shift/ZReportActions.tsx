import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { printReceiptImage } from '../../../lib/print-image';
import { saveBlob } from '../../../lib/save-blob';
import { t } from '../../../locales/ar';
import { printZReport, zReportFile } from './api';

const s = t.shiftsPos;

/**
 * «طباعة» sends the Z report to the till's thermal printer (POST shifts/{id}/print); with no printer
 * configured (409 printer_not_configured) the 80 mm PNG prints through the browser, as receipts do.
 * «PDF» downloads the A4 PDF. «تم» returns to the POS.
 */
export function ZReportActions(props: {
  business: string;
  shiftId: number;
  zNumber: number | null;
  onDone: () => void;
}) {
  const { business, shiftId } = props;
  const [busy, setBusy] = useState<null | 'print' | 'pdf'>(null);

  async function run(kind: 'print' | 'pdf', action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } catch (err) {
      notifications.show({ color: 'red', title: s.printFailed, message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const print = () =>
    run('print', async () => {
      try {
        await printZReport(business, shiftId);
        notifications.show({ color: 'teal', message: s.printed });
      } catch (err) {
        if (!(err instanceof ApiError && err.code === 'printer_not_configured')) throw err;
        const png = await zReportFile(business, shiftId, 'png');
        printReceiptImage(URL.createObjectURL(png), s.zAlt);
      }
    });
  const pdf = () =>
    run('pdf', async () => {
      const blob = await zReportFile(business, shiftId, 'pdf');
      saveBlob(blob, `z-report-${props.zNumber ?? shiftId}.pdf`);
    });

  return (
    <Group grow gap="sm">
      <Button
        size="lg"
        h={56}
        variant="light"
        leftSection={<IconPrinter size={22} />}
        loading={busy === 'print'}
        onClick={() => void print()}
        data-testid="z-print"
      >
        {s.print}
      </Button>
      <Button
        size="lg"
        h={56}
        variant="default"
        leftSection={<IconFileTypePdf size={22} />}
        loading={busy === 'pdf'}
        onClick={() => void pdf()}
        data-testid="z-pdf"
      >
        {s.pdf}
      </Button>
      <Button
        size="lg"
        h={56}
        color="teal"
        leftSection={<IconCheck size={22} />}
        onClick={props.onDone}
        data-testid="z-done"
      >
        {s.done}
      </Button>
    </Group>
  );
}
