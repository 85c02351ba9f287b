import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  closeShiftAnswer,
  shiftDetailAnswer,
  shiftListAnswer,
} from '../../../../domain/schemas/shift-reports';
import {
  tillAnswer,
  tillsAnswer,
  type TillBody,
  type TillUpdateBody,
} from '../../../../domain/schemas/shifts';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';

/** GETs `path` and parses the answer with the contract's schema (decision 0055). */
async function getParsed<S extends z.ZodType>(schema: S, path: string): Promise<z.infer<S>> {
  return schema.parse(await api<unknown>(path));
}

/** GET {business}/tills (?archived=1 adds the archived ones). */
export function useTills(business: string, archived: boolean) {
  return useQuery({
    queryKey: qk.tills(business, archived ? 'all' : 'active'),
    queryFn: () =>
      getParsed(tillsAnswer, `/${business}/tills${archived ? '?archived=1' : ''}`).then(
        (a) => a.tills,
      ),
  });
}

/**
 * POST {business}/tills (no `id`) or PUT {business}/tills/{id}: create, rename, set the printer,
 * archive or restore. @throws ApiError (e.g. 409 till_has_open_shift when archiving).
 */
export function useSaveTill(business: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: { id?: number; body: TillBody | TillUpdateBody }) =>
      tillAnswer.parse(
        await api<unknown>(a.id ? `/${business}/tills/${a.id}` : `/${business}/tills`, {
          method: a.id ? 'PUT' : 'POST',
          body: a.body,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: qk.tills(business) }),
  });
}

/**
 * The list's filters: a Riyadh date range (both inclusive), till and cashier ids. The screen sorts
 * the loaded rows itself (every column, not only the server's sort keys).
 */
export interface ShiftFilter {
  from: string;
  to: string;
  till?: number | undefined;
  cashier?: number | undefined;
}

/** The filter as the query string of GET shifts and GET shifts/export (empty filters left out). */
export function shiftQueryString(f: ShiftFilter): string {
  const p = new URLSearchParams({ from: f.from, to: f.to });
  if (f.till) p.set('till', String(f.till));
  if (f.cashier) p.set('cashier', String(f.cashier));
  return p.toString();
}

/** GET {business}/shifts?…: the shifts of the range with their totals. */
export function useShiftList(business: string, f: ShiftFilter) {
  const qs = shiftQueryString(f);
  return useQuery({
    queryKey: qk.shifts(business, 'list', qs),
    queryFn: () => getParsed(shiftListAnswer, `/${business}/shifts?${qs}`),
  });
}

/**
 * Downloads GET {business}/shifts/export?…&format=xlsx|csv with the bearer token as
 * `shifts-{business}-{from}-{to}.{format}`. @throws ApiError.
 */
export async function downloadShifts(business: string, f: ShiftFilter, format: 'xlsx' | 'csv') {
  const blob = await api<Blob>(
    `/${business}/shifts/export?${shiftQueryString(f)}&format=${format}`,
    { raw: true },
  );
  saveBlob(blob, `shifts-${business}-${f.from}-${f.to}.${format}`);
}

/** GET {business}/shifts/{id}: the shift, its X or Z report, its sales and notes. */
export function useShiftDetail(business: string, id: number) {
  return useQuery({
    queryKey: qk.shifts(business, 'detail', String(id)),
    queryFn: () => getParsed(shiftDetailAnswer, `/${business}/shifts/${id}`),
  });
}

/** The shift page's actions: POST force-close, POST count (a force-closed shift's late count). */
export function useShiftAction(business: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: { action: 'force-close' | 'count'; body?: unknown }) =>
      closeShiftAnswer.parse(
        await api<unknown>(`/${business}/shifts/${id}/${a.action}`, {
          method: 'POST',
          body: a.body ?? {},
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: qk.shifts(business) }),
  });
}

/** POST {business}/shifts/{id}/print: the Z (or X) report on the till's thermal printer. */
export function printShift(business: string, id: number): Promise<unknown> {
  return api(`/${business}/shifts/${id}/print`, { method: 'POST', body: {} });
}

/** GET {business}/shifts/{id}/zreport.{png|pdf} as a blob (bearer token). @throws ApiError. */
export function shiftFile(business: string, id: number, ext: 'png' | 'pdf'): Promise<Blob> {
  return api<Blob>(`/${business}/shifts/${id}/zreport.${ext}`, { raw: true });
}
