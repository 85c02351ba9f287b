import { SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BusinessProfile } from '../../domain/business';
import { PAPER_DOTS, PAPER_WIDTHS_MM, type PaperWidthMm } from '../../domain/printer';
import { t } from '../locales/ar';

/** The printer values of the profile form: the address as typed ('' = none) and the paper width. */
export interface PrinterValues {
  printerAddress: string;
  paperWidthMm: PaperWidthMm;
}

/** Form paths of the printer fields, where the server's field errors are shown. */
export const PRINTER_FIELDS = ['printerAddress', 'paperWidthMm'] as const;
type PrinterPath = (typeof PRINTER_FIELDS)[number];

/** The printer values of a stored business. */
export function printerValuesOf(b: BusinessProfile): PrinterValues {
  return { printerAddress: b.printerAddress ?? '', paperWidthMm: b.paperWidthMm };
}

/**
 * The till's receipt printer: its network address (`host` or `host:port`, port 9100
 * when left out; empty = print through the browser) and the paper width, 80 or 58 mm. The server's
 * schema judges the address; `inputProps(path)` is the form's getInputProps. `title` and `hint`
 * replace the receipt printer's words (a kitchen station's printer, decision 0057).
 */
export function PrinterFields(props: {
  inputProps: (path: PrinterPath) => { value?: unknown; onChange?: unknown; error?: unknown };
  paperWidthMm: PaperWidthMm;
  onPaperWidth: (mm: PaperWidthMm) => void;
  title?: string;
  hint?: string;
}) {
  const text = t.businesses.printer;
  const paperError = props.inputProps('paperWidthMm').error;
  return (
    <Stack gap="sm" data-testid="printer-fields">
      <Title order={4}>{props.title ?? text.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={text.address}
          description={text.addressHint}
          placeholder="192.168.1.50:9100"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="printer-address"
          {...(props.inputProps('printerAddress') as object)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="paper-width-label">
            {text.paperWidth}
          </Text>
          <SegmentedControl
            aria-labelledby="paper-width-label"
            fullWidth
            value={String(props.paperWidthMm)}
            onChange={(v) => props.onPaperWidth(Number(v) as PaperWidthMm)}
            data={PAPER_WIDTHS_MM.map((mm) => ({
              value: String(mm),
              label: text.paper(mm, PAPER_DOTS[mm]),
            }))}
            data-testid="paper-width"
          />
          {paperError ? (
            <Text size="xs" c="red">
              {String(paperError)}
            </Text>
          ) : null}
        </Stack>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {props.hint ?? text.hint}
      </Text>
    </Stack>
  );
}
