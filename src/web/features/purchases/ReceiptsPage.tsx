import {
  Card,
  Center,
  Group,
  Image,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { PurchaseView } from '../../../domain/schemas/purchases';
import { riyadhDate } from '../../../domain/riyadh-time';
import { useBusinessKey } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { usePurchases } from './api/purchases';
import { useReceiptUrl } from './api/receipt';
import { getReceiptLink } from './api/tools';

const g = t.purchases.images;
const PAGE_SIZE = 24;

/**
 * Opens a receipt in a new tab through a signed link
 * (docs/screens/0038-purchases-tools-screens.md): the tab is opened within
 * the click (so no popup blocker stops it), then sent to the link once the server answers; a PDF
 * shows in the browser's viewer, sandboxed by the route's CSP.
 */
function openInNewTab(business: string, name: string) {
  const tab = window.open('', '_blank');
  if (!tab) {
    notifications.show({ color: 'red', message: g.popupBlocked });
    return;
  }
  tab.opener = null;
  getReceiptLink(business, name)
    .then((link) => tab.location.replace(link.url))
    .catch((err: unknown) => {
      tab.close();
      notifications.show({ color: 'red', message: errorMessage(err) });
    });
}

/** One receipt: the thumbnail (or a PDF icon), with supplier, date, number and total below. */
function ReceiptCard({
  business,
  purchase,
  onOpen,
}: {
  business: string;
  purchase: PurchaseView;
  onOpen: (p: PurchaseView) => void;
}) {
  const pdf = purchase.image_type === 'application/pdf';
  const thumb = useReceiptUrl(business, pdf ? null : purchase.thumb_path);
  const label = pdf ? g.openPdf(purchase.ID) : g.open(purchase.ID, purchase.supplier);
  return (
    <Card withBorder radius="md" padding="xs" data-testid="receipt-card">
      <Card.Section>
        <UnstyledButton
          w="100%"
          aria-label={label}
          onClick={() => (pdf ? openInNewTab(business, purchase.image_path!) : onOpen(purchase))}
          data-testid={pdf ? 'receipt-open-pdf' : 'receipt-open'}
        >
          {pdf ? (
            <Center h={180} bg="gray.0">
              <Stack align="center" gap={4}>
                <IconFileTypePdf size={64} color="var(--mantine-color-red-7)" />
                <Text size="sm" c="dimmed">
                  {g.pdf}
                </Text>
              </Stack>
            </Center>
          ) : (
            <Image
              src={thumb.url ?? undefined}
              alt={label}
              h={180}
              fit="cover"
              bg="gray.1"
              style={{ objectPosition: 'top' }}
              data-testid="receipt-thumb"
            />
          )}
        </UnstyledButton>
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Text fw={600} size="sm" lineClamp={1} title={purchase.supplier}>
          {purchase.supplier}
        </Text>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            <Num>{riyadhDate(purchase.date * 1000)}</Num>
          </Text>
          <Text size="xs" c="dimmed">
            <Num>{`#${purchase.ID}`}</Num>
          </Text>
        </Group>
        <Text size="sm">
          <Num>{formatSarNumber(purchase.total)}</Num>
        </Text>
      </Stack>
    </Card>
  );
}

/** The full-size photo of the chosen receipt, in a dialog. */
function FullReceipt({
  business,
  purchase,
  onClose,
}: {
  business: string;
  purchase: PurchaseView;
  onClose: () => void;
}) {
  const full = useReceiptUrl(business, purchase.image_path);
  const label = g.open(purchase.ID, purchase.supplier);
  return (
    <Modal opened onClose={onClose} title={label} size="xl">
      {full.url ? (
        <Image src={full.url} alt={label} data-testid="receipt-full" />
      ) : (
        <Text c="dimmed">
          {full.query.isError ? errorMessage(full.query.error) : t.common.loading}
        </Text>
      )}
    </Modal>
  );
}

/**
 * /{business}/purchases/images (legacy app: purchases tools): the receipts of this
 * business's purchases, newest first, 24 a page — a photo's 320 px thumbnail that opens full size
 * in a dialog, a PDF as an icon that opens the file in a new tab (sandboxed,
 * docs/screens/0038-purchases-tools-screens.md). Files
 * are fetched with the user's token (or a signed link) from the business's own purchases only.
 */
export function ReceiptsPage() {
  const business = useBusinessKey();
  const query = usePurchases(business);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PurchaseView | null>(null);
  const receipts = (query.data ?? []).filter((p) => p.image_path !== null);
  const pages = Math.max(1, Math.ceil(receipts.length / PAGE_SIZE));
  const shown = receipts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack>
      <PageHeader title={g.title} back={`/${business}/purchases`}>
        {query.isSuccess && receipts.length > 0 && (
          <Text c="dimmed" data-testid="receipts-count">
            {g.count(receipts.length)}
          </Text>
        )}
      </PageHeader>
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : receipts.length === 0 ? (
        <Empty>{`${g.empty} — ${g.emptyHint}`}</Empty>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm" data-testid="receipts">
            {shown.map((p) => (
              <ReceiptCard key={p.UUID} business={business} purchase={p} onOpen={setOpen} />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
      {open && <FullReceipt business={business} purchase={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
