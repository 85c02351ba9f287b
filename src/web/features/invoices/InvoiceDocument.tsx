import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatAddress, type BusinessProfile } from '../../../domain/business';
import { documentTitle, isNoteTypeCode } from '../../../domain/notes';
import type { InvoiceDetailAnswer, InvoiceView } from '../../../domain/schemas/invoices';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { pngSrc } from '../../lib/print-image';
import { PaymentBadge } from '../../components/PaymentBadge';
import { CategoryTotals, LineCategory } from './VatCategoryParts';
import { Field, LineNote, OrderFields, PaymentParts } from './SaleExtras';


function TotalRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 800 : 500} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} size={strong ? 'lg' : 'sm'}>
        <Num>{formatSarNumber(value)}</Num> {t.common.sar}
      </Text>
    </Group>
  );
}

/**
 * The buyer of a standard (B2B) tax invoice as issued: name, VAT number, CRN and
 * national address.
 */
function BuyerBlock({ inv }: { inv: InvoiceDetailAnswer['invoice'] }) {
  const address = [
    inv.CustomerBuildingNumber,
    inv.CustomerStreetName,
    inv.CustomerAdditionalStreetName,
    inv.CustomerCitySubdivisionName,
    inv.CustomerCityName,
    inv.CustomerPostalZone,
    inv.CustomerCountrySubentity,
    inv.CustomerCountry,
  ]
    .filter(Boolean)
    .join('، ');
  return (
    <Stack gap={4} mt="md" data-testid="invoice-buyer">
      <Divider mb="xs" />
      <Text fw={700}>{t.invoices.buyer}</Text>
      <Text fw={700} size="lg">
        {inv.CustomerRegistrationName}
      </Text>
      <Field label={t.invoices.vatNumber}>
        <Num>{inv.CustomerVAT}</Num>
      </Field>
      {inv.CustomerCRN && (
        <Field label={t.invoices.crNumber}>
          <Num>{inv.CustomerCRN}</Num>
        </Field>
      )}
      {address && <Field label={t.invoices.address}>{address}</Field>}
    </Stack>
  );
}

/**
 * The invoice as printed: a credit note's stored (negative) quantities and amounts shown positive
 * under its title «إشعار دائن», as its PDF, receipt and XML print them (decision 0034).
 */
export function printedAmounts(inv: InvoiceView): InvoiceView {
  if (inv.InvoiceTypeCode !== '381') return inv;
  const abs = Math.abs;
  return {
    ...inv,
    AllowanceTotalAmount: abs(inv.AllowanceTotalAmount),
    TaxExclusiveAmount: abs(inv.TaxExclusiveAmount),
    TaxAmount: abs(inv.TaxAmount),
    TaxInclusiveAmount: abs(inv.TaxInclusiveAmount),
    InvoiceLine: inv.InvoiceLine.map((l) => ({
      ...l,
      InvoicedQuantity: abs(l.InvoicedQuantity),
      PriceAmount: abs(l.PriceAmount),
      AmountDiscount: abs(l.AmountDiscount),
      RoundingAmount: abs(l.RoundingAmount),
      LineExtensionAmount: abs(l.LineExtensionAmount),
      TaxAmount: abs(l.TaxAmount),
    })),
  };
}

/**
 * A tax invoice — standard (B2B, with the buyer block) or simplified — on screen and on A4 paper: seller block, number, date and time, lines,
 * totals before VAT / VAT / total, payment means, QR and logo from the API; a restaurant sale's
 * order, line notes and payment parts (SaleExtras.tsx, decision 0056).
 */
export function InvoiceDocument({
  detail,
  seller,
}: {
  detail: InvoiceDetailAnswer;
  seller: BusinessProfile;
}) {
  const inv = printedAmounts(detail.invoice);
  const anyDiscount = inv.InvoiceLine.some((l) => l.AmountDiscount > 0);
  return (
    <Paper withBorder radius="lg" p="lg" className="invoice-doc" data-testid="invoice-doc">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        {detail.logo ? (
          <img
            src={pngSrc(detail.logo)}
            alt={t.invoices.logoAlt}
            style={{ blockSize: 80, inlineSize: 'auto', maxInlineSize: 160, objectFit: 'contain' }}
          />
        ) : (
          <div />
        )}
        <Stack gap={0} align="center">
          <Title order={2} data-testid="invoice-title">
            {documentTitle(inv.InvoiceTypeCode, inv.InvoiceKind).ar}
          </Title>
          <Text c="dimmed" dir="ltr">
            {documentTitle(inv.InvoiceTypeCode, inv.InvoiceKind).en}
          </Text>
          {inv.BillingReference && (
            <Text size="sm" data-testid="invoice-billing-reference">
              {t.invoices.notes.original}: <Num>{inv.BillingReference.ID}</Num>
            </Text>
          )}
          {inv.InstructionNote && (
            <Text size="sm" data-testid="invoice-instruction-note">
              {t.invoices.notes.reason}: {inv.InstructionNote}
            </Text>
          )}
        </Stack>
        <img
          src={pngSrc(detail.qr)}
          alt={t.invoices.qrAlt}
          data-testid="invoice-qr"
          style={{ inlineSize: 120, blockSize: 120 }}
        />
      </Group>
      <Divider my="md" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={700}>{t.invoices.seller}</Text>
          <Text fw={700} size="lg">
            {seller.nameAr}
          </Text>
          {seller.nameEn && (
            <Text size="sm" c="dimmed" dir="ltr" ta="end">
              {seller.nameEn}
            </Text>
          )}
          <Field label={t.invoices.vatNumber}>
            <Num>{seller.vatNumber}</Num>
          </Field>
          {seller.crNumber && (
            <Field label={t.invoices.crNumber}>
              <Num>{seller.crNumber}</Num>
            </Field>
          )}
          <Field label={t.invoices.address}>{formatAddress(seller.address, 'ar')}</Field>
        </Stack>
        <Stack gap={4}>
          <Field
            label={
              isNoteTypeCode(inv.InvoiceTypeCode) ? t.invoices.notes.number : t.invoices.number
            }
          >
            <Text span fw={800} size="lg" data-testid="invoice-number">
              <Num>{inv.ID}</Num>
            </Text>
          </Field>
          <Field label={t.invoices.issueDate}>
            <Num>{inv.IssueDate}</Num>
          </Field>
          <Field label={t.invoices.issueTime}>
            <Num>{inv.IssueTime}</Num>
          </Field>
          <Field label={t.invoices.paymentMeans}>
            <PaymentBadge code={inv.PaymentMeansCode} />
          </Field>
          {inv.EmployeeName && <Field label={t.invoices.employee}>{inv.EmployeeName}</Field>}
          <OrderFields inv={inv} />
          {inv.InvoiceKind === 'simplified' && inv.CustomerRegistrationName && (
            <Field label={t.invoices.buyer}>
              {inv.CustomerRegistrationName}
              {inv.CustomerVAT && (
                <>
                  {' · '}
                  <Num>{inv.CustomerVAT}</Num>
                </>
              )}
            </Field>
          )}
        </Stack>
      </SimpleGrid>
      {inv.InvoiceKind === 'standard' && <BuyerBlock inv={inv} />}
      <Table.ScrollContainer minWidth={560} mt="lg">
        <Table withTableBorder withColumnBorders verticalSpacing={6} data-testid="invoice-lines">
          <Table.Thead bg="gray.1">
            <Table.Tr>
              <Table.Th>{t.invoices.lines.item}</Table.Th>
              <Table.Th ta="center">{t.invoices.lines.quantity}</Table.Th>
              <Table.Th ta="end">{t.invoices.lines.unitPrice}</Table.Th>
              {anyDiscount && <Table.Th ta="end">{t.invoices.lines.discount}</Table.Th>}
              <Table.Th ta="end">{t.invoices.lines.beforeVat}</Table.Th>
              <Table.Th ta="end">{t.invoices.lines.vat}</Table.Th>
              <Table.Th ta="end">{t.invoices.lines.total}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inv.InvoiceLine.map((l) => (
              <Table.Tr key={l.ID}>
                <Table.Td>
                  {l.ItemName}
                  <LineNote line={l} />
                  <LineCategory line={l} />
                </Table.Td>
                <Table.Td ta="center">
                  <Num>{l.InvoicedQuantity}</Num> {l.QuantityUnitCode}
                </Table.Td>
                <Table.Td ta="end">
                  <Num>{formatSarNumber(l.Price)}</Num>
                </Table.Td>
                {anyDiscount && (
                  <Table.Td ta="end">
                    <Num>{formatSarNumber(l.AmountDiscount)}</Num>
                  </Table.Td>
                )}
                <Table.Td ta="end">
                  <Num>{formatSarNumber(l.LineExtensionAmount)}</Num>
                </Table.Td>
                <Table.Td ta="end">
                  <Num>{formatSarNumber(l.TaxAmount)}</Num>
                </Table.Td>
                <Table.Td ta="end" fw={700}>
                  <Num>{formatSarNumber(l.RoundingAmount)}</Num>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Stack gap={4} w={340} maw="100%" data-testid="invoice-totals">
          {inv.AllowanceTotalAmount > 0 && (
            <TotalRow
              label={t.invoices.totals.discount(inv.DiscountPercent)}
              value={inv.AllowanceTotalAmount}
            />
          )}
          <CategoryTotals lines={inv.InvoiceLine} />
          <TotalRow label={t.invoices.totals.beforeVat} value={inv.TaxExclusiveAmount} />
          <TotalRow label={t.invoices.totals.vat} value={inv.TaxAmount} />
          <Divider />
          <TotalRow label={t.invoices.totals.total} value={inv.TaxInclusiveAmount} strong />
          <PaymentParts inv={inv} />
        </Stack>
      </Group>
      <SimpleGrid cols={2} spacing="xl" mt={48} className="invoice-print-only">
        <Text
          ta="center"
          pt="xs"
          style={{ borderBlockStart: '1px solid var(--mantine-color-gray-6)' }}
        >
          {t.invoices.sellerSignature}
        </Text>
        <Text
          ta="center"
          pt="xs"
          style={{ borderBlockStart: '1px solid var(--mantine-color-gray-6)' }}
        >
          {t.invoices.receiverSignature}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}
