import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { LoadError } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { pngSrc } from '../../lib/print-image';
import { useInvoiceImage } from '../../lib/invoice-image';

/** The preview panel: the receipt image of the selected invoice (GET invoicetopng/{ID}). */
export function ReceiptPreview({ business, id }: { business: string; id: number | null }) {
  const q = useInvoiceImage(business, id);
  return (
    <Paper withBorder radius="lg" p="sm" bg="gray.0" data-testid="invoice-preview">
      <Title order={4} mb="xs">
        {t.invoices.preview}
      </Title>
      {id === null ? (
        <Center mih={200}>
          <Stack align="center" gap={4}>
            <IconReceipt size={44} stroke={1.2} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed" ta="center" size="sm">
              {t.invoices.previewHint}
            </Text>
          </Stack>
        </Center>
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <Center mih={200}>
          <Loader />
        </Center>
      ) : (
        <img
          src={pngSrc(q.data.img)}
          alt={t.invoices.receiptAlt(id)}
          data-testid="invoice-preview-img"
          style={{
            display: 'block',
            inlineSize: '100%',
            maxInlineSize: 320,
            marginInline: 'auto',
            background: 'white',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        />
      )}
    </Paper>
  );
}
