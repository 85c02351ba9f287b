import { useEffect, useState } from 'react';
import type { BusinessProfile } from '../../../../domain/business';
import type { ShiftSummary, TillView } from '../../../../domain/schemas/shifts';
import { useCurrentShift, useTills } from './api';
import { loadTillId, storeTillId } from '../../../lib/till-storage';

/** Which shift dialog is open on the POS (one at a time). */
export type ShiftDialog = null | 'till' | 'open' | 'in' | 'out' | 'x' | 'close';

/**
 * Where the POS stands with its till and shift: loading, the business has no till, this device
 * has not chosen one, the till has no open shift, or a shift is open.
 */
export type ShiftStatus = 'loading' | 'error' | 'noTills' | 'noTill' | 'closed' | 'open';

export interface PosShift {
  business: string;
  status: ShiftStatus;
  tills: TillView[];
  till: TillView | null;
  shift: ShiftSummary | null;
  /** The business sells at the POS only inside an open shift (its profile's requireShift). */
  requireShift: boolean;
  /** requireShift and no open shift: the POS shows the banner instead of the catalogue. */
  blocked: boolean;
  error: unknown;
  dialog: ShiftDialog;
  /** The shift the close dialog closes, kept while the bar refetches a till already without it. */
  closingShiftId: number | null;
  setDialog: (d: ShiftDialog) => void;
  chooseTill: (tillId: number) => void;
  /** Refetches the till's shift (after a 409 shift_required). */
  refresh: () => void;
}

/** The business's requireShift flag (decision 0055); false when the profile does not carry it. */
export function requiresShift(profile: BusinessProfile): boolean {
  return (profile as BusinessProfile & { requireShift?: boolean }).requireShift === true;
}

/**
 * The POS's till and shift (decision 0055): the till this device chose (localStorage, per
 * business; asked once when the business has tills and none is chosen or it was archived), and
 * its open shift (GET tills/{tillId}/shift).
 */
export function usePosShift(business: string, profile: BusinessProfile): PosShift {
  const [tillId, setTillId] = useState<number | null>(() => loadTillId(business));
  const [dialog, setDialogState] = useState<ShiftDialog>(null);
  const [closingShiftId, setClosingShiftId] = useState<number | null>(null);
  const tills = useTills(business);
  const list = tills.data ?? [];
  const till = list.find((x) => x.id === tillId && !x.archived) ?? null;
  const current = useCurrentShift(business, till?.id ?? null);
  const requireShift = requiresShift(profile);

  let status: ShiftStatus;
  if (tills.isError) status = 'error';
  else if (!tills.data) status = 'loading';
  else if (list.length === 0) status = 'noTills';
  else if (!till) status = 'noTill';
  else if (current.isError) status = 'error';
  else if (current.data === undefined) status = 'loading';
  else status = current.data ? 'open' : 'closed';

  // Ask once which till this device is, as soon as the business has tills and none is chosen.
  const mustAsk = status === 'noTill';
  useEffect(() => {
    if (mustAsk) setDialogState((d) => d ?? 'till');
  }, [mustAsk]);

  return {
    business,
    status,
    tills: list,
    till,
    shift: status === 'open' ? (current.data ?? null) : null,
    requireShift,
    blocked: requireShift && status !== 'open',
    error: tills.error ?? current.error,
    dialog,
    closingShiftId,
    setDialog: (d) => {
      if (d === 'close') setClosingShiftId(current.data?.id ?? null);
      setDialogState(d);
    },
    chooseTill: (id) => {
      storeTillId(business, id);
      setTillId(id);
    },
    refresh: () => void current.refetch(),
  };
}
