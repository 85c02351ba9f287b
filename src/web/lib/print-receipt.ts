import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { BusinessProfile } from '../../domain/business';
import { t } from '../locales/ar';
import { api, errorMessage } from './api';
import { useBusiness } from './businesses';
import { printReceiptImage } from './print-image';

/** How a receipt prints: sent by the server to the business's thermal printer, or by the browser. */
export type PrintMethod = 'printer' | 'browser';

/**
 * The print method of a business: its printer when its profile names one, the
 * browser's print otherwise (also while the profile is not loaded yet).
 */
export function printMethodOf(business: Pick<BusinessProfile, 'printerAddress'> | undefined) {
  return business?.printerAddress ? ('printer' as const) : ('browser' as const);
}

/** What GET printinvo answers once the receipt went to the printer. */
export interface PrintAnswer {
  success: true;
  message: string;
  printer: string;
  width: number;
  height: number;
}

/**
 * GET /api/v1/{business}/printinvo/{ID}.png: the server prints invoice `id`'s receipt on the
 * business's thermal printer. @throws ApiError (409 printer_not_configured, 503 printer_offline…).
 */
export function printOnPrinter(business: string, id: number): Promise<PrintAnswer> {
  return api<PrintAnswer>(`/${business}/printinvo/${id}.png`);
}

/**
 * The print button's action for the receipts of `business`: `print(id, imageSrc, title)` sends
 * the receipt to the business's printer when one is set — a green notification when it went, a
 * red one with the server's Arabic reason when not — and otherwise prints `imageSrc()` (the
 * receipt PNG as an <img> src) through the browser. `busy` is true while a print is on its way;
 * `method` and `hint` say which way it goes (for the button's title).
 */
export function useReceiptPrint(business: string) {
  const profile = useBusiness(business);
  const [busy, setBusy] = useState(false);
  const method = printMethodOf(profile.data);
  const hint =
    method === 'printer'
      ? t.common.receiptPrint.toPrinter(profile.data!.printerAddress!)
      : t.common.receiptPrint.inBrowser;

  async function print(id: number, imageSrc: () => Promise<string> | string, title: string) {
    setBusy(true);
    try {
      if (method === 'printer') {
        await printOnPrinter(business, id);
        notifications.show({ color: 'teal', message: t.common.receiptPrint.sent(id) });
      } else {
        printReceiptImage(await imageSrc(), title);
      }
    } catch (err) {
      notifications.show({
        color: 'red',
        title: t.common.receiptPrint.failed,
        message: errorMessage(err),
      });
    } finally {
      setBusy(false);
    }
  }
  return { method, hint, busy, print };
}
