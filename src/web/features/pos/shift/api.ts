import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CloseShiftBody,
  closeComparison,
  type CloseComparison,
  currentShiftAnswer,
  movementAnswer,
  type CashMovementBody,
  type OpenShiftBody,
  shiftAnswer,
  tillsAnswer,
} from '../../../../domain/schemas/shifts';
import {
  closeShiftAnswer,
  type CloseShiftAnswer,
  zReportAnswer,
  type ZReportView,
} from '../../../../domain/schemas/shift-reports';
import { api, ApiError } from '../../../lib/api';

/**
 * The POS's calls for tills and shifts (decision 0055; routes and error codes in
 * src/domain/schemas/shifts.ts). Every answer is parsed with its zod schema: a server that
 * answers another shape fails here, loudly, not in a screen. Amounts are SAR numbers.
 */

/** Query keys of the shift at the POS, under the business key. */
export const shiftKeys = {
  tills: (b: string) => [b, 'tills'] as const,
  current: (b: string, tillId: number) => [b, 'tills', tillId, 'shift'] as const,
  report: (b: string, shiftId: number) => [b, 'shifts', shiftId, 'report'] as const,
};

async function parsed<S extends z.ZodType>(
  schema: S,
  answer: Promise<unknown>,
): Promise<z.infer<S>> {
  return schema.parse(await answer);
}

/** GET tills: the business's active tills, each with its open shift (or null). */
export function useTills(business: string) {
  return useQuery({
    queryKey: shiftKeys.tills(business),
    queryFn: () => parsed(tillsAnswer, api(`/${business}/tills`)).then((a) => a.tills),
  });
}

/** GET tills/{tillId}/shift: the till's open shift, or null. Refetched each minute (another tab may close it). */
export function useCurrentShift(business: string, tillId: number | null) {
  return useQuery({
    queryKey: shiftKeys.current(business, tillId ?? 0),
    queryFn: () =>
      parsed(currentShiftAnswer, api(`/${business}/tills/${tillId}/shift`)).then((a) => a.shift),
    enabled: tillId !== null,
    refetchInterval: 60_000,
  });
}

/** Refreshes the till list and the till's shift after an open, a movement or a close. */
function useRefreshShift(business: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shiftKeys.tills(business) });
}

/**
 * POST tills/{tillId}/shift: opens a shift with the opening float (a count or an amount).
 * @throws ApiError 409 shift_already_open (its message names who holds the till), 409 till_archived.
 */
export function useOpenShift(business: string, tillId: number) {
  const refresh = useRefreshShift(business);
  return useMutation({
    mutationFn: (body: OpenShiftBody) =>
      parsed(shiftAnswer, api(`/${business}/tills/${tillId}/shift`, { method: 'POST', body })).then(
        (a) => a.shift,
      ),
    onSettled: refresh,
  });
}

/** POST shifts/{shiftId}/movements: a paid-in or paid-out with its reason. */
export function useCashMovement(business: string, shiftId: number) {
  const refresh = useRefreshShift(business);
  return useMutation({
    mutationFn: (body: CashMovementBody) =>
      parsed(
        movementAnswer,
        api(`/${business}/shifts/${shiftId}/movements`, { method: 'POST', body }),
      ).then((a) => a.movement),
    onSuccess: refresh,
  });
}

/** GET shifts/{shiftId}/report: the X report of an open shift (closes nothing), the Z of a closed one. */
export function useShiftReport(business: string, shiftId: number, enabled: boolean) {
  return useQuery({
    queryKey: shiftKeys.report(business, shiftId),
    queryFn: () =>
      parsed(zReportAnswer, api(`/${business}/shifts/${shiftId}/report`)).then((a) => a.report),
    enabled,
    staleTime: 0,
  });
}

/**
 * POST shifts/{shiftId}/close with the blind count. The comparison an approval needs (409
 * shift_approval_required) is read from the error's `details` (or a `details`/`comparison` field
 * beside `error`); null when the server sent none.
 * @throws ApiError 409 shift_approval_required, 403 shift_approval_refused, 409 shift_closed.
 */
export function closeShift(
  business: string,
  shiftId: number,
  body: CloseShiftBody,
): Promise<CloseShiftAnswer> {
  return parsed(
    closeShiftAnswer,
    api(`/${business}/shifts/${shiftId}/close`, { method: 'POST', body }),
  );
}

/** The comparison carried by a 409 shift_approval_required, or null. */
export function approvalComparison(err: ApiError): CloseComparison | null {
  for (const candidate of [err.details, err.extra.details, err.extra.comparison]) {
    const ok = closeComparison.safeParse(candidate);
    if (ok.success) return ok.data;
  }
  return null;
}

export function useCloseShift(business: string, shiftId: number) {
  return useMutation({
    mutationFn: (body: CloseShiftBody) => closeShift(business, shiftId, body),
  });
}

/** After the Z report: the till has no open shift any more. */
export function useAfterClose(business: string) {
  return useRefreshShift(business);
}

/**
 * POST shifts/{shiftId}/print: the Z report on the till's (or the business's) thermal printer.
 * @throws ApiError 409 printer_not_configured (then print the PNG in the browser), 503 printer_offline.
 */
export function printZReport(business: string, shiftId: number): Promise<unknown> {
  return api(`/${business}/shifts/${shiftId}/print`, { method: 'POST' });
}

/** GET shifts/{shiftId}/zreport.png | zreport.pdf as a Blob (with the bearer token). */
export function zReportFile(business: string, shiftId: number, ext: 'png' | 'pdf'): Promise<Blob> {
  return api<Blob>(`/${business}/shifts/${shiftId}/zreport.${ext}`, { raw: true });
}

export type { ZReportView };
export { ApiError };
