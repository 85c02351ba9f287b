import { Checkbox, NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { z } from 'zod';
import { sarAmount } from '../../../domain/schemas/common';
import type { BusinessProfile } from '../../../domain/business';
import { t } from '../../locales/ar';

/**
 * The business's shift settings (decision 0055) as the profile carries them once the server sends
 * them: `requireShift` (selling needs an open shift at the till) and `shiftDifferenceLimit` (SAR;
 * a drawer difference above it needs a manager's approval). Optional here so that a profile
 * without them (an older server) reads as the defaults: off and SAR 5.00. Kept local to the web
 * forms; the wire schemas in src/domain/schemas/businesses.ts own the fields.
 */
export interface ShiftSettings {
  requireShift?: boolean;
  shiftDifferenceLimit?: number;
}

/** The shift values of the profile form. */
export interface ShiftValues {
  requireShift: boolean;
  shiftDifferenceLimit: number | string;
}

/** Form paths of the shift fields, where the server's field errors are shown. */
export const SHIFT_FIELDS = ['requireShift', 'shiftDifferenceLimit'] as const;
type ShiftPath = (typeof SHIFT_FIELDS)[number];

/** The default limit, SAR (the database's default of 500 halalas). */
export const DEFAULT_SHIFT_LIMIT = 5;

/** The shift values of a stored business (defaults when the profile has none). */
export function shiftValuesOf(b: BusinessProfile & ShiftSettings): ShiftValues {
  return {
    requireShift: b.requireShift ?? false,
    shiftDifferenceLimit: b.shiftDifferenceLimit ?? DEFAULT_SHIFT_LIMIT,
  };
}

/** The form's own check of the limit: SAR, ≥ 0, two decimals (an empty field is refused). */
export const shiftSettingsForm = z.object({
  requireShift: z.boolean(),
  shiftDifferenceLimit: sarAmount,
});

/** The shift settings of the profile page: the checkbox and the limit. */
export function ShiftFields(props: {
  inputProps: (
    path: ShiftPath,
    options?: { type: 'checkbox' },
  ) => { value?: unknown; onChange?: unknown; error?: unknown };
}) {
  const text = t.shifts.profile;
  return (
    <Stack gap="sm" data-testid="shift-fields">
      <Title order={4}>{text.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Checkbox
          label={text.requireShift}
          description={text.requireShiftHint}
          data-testid="require-shift"
          {...(props.inputProps('requireShift', { type: 'checkbox' }) as object)}
        />
        <NumberInput
          label={text.limit}
          description={text.limitHint}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="shift-limit"
          {...(props.inputProps('shiftDifferenceLimit') as object)}
        />
      </SimpleGrid>
    </Stack>
  );
}
