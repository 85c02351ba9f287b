import { businessNameKey } from '../../../domain/business-name';
import type { BusinessRow } from './repository';

/**
 * The two businesses seeded at first start unless SEED_BUSINESSES=none:
 * a trading establishment and a restaurant (same ids, keys and profiles as ever).
 * Their profiles are editable afterwards by an administrator; these are only the first values.
 */
export function defaultBusinesses(now: number): BusinessRow[] {
  return [
    {
      id: 4,
      key: 'kebrit',
      kind: 'trading',
      active: 1,
      name_ar: 'مؤسسة كبريت التجارية',
      name_key: businessNameKey('مؤسسة كبريت التجارية'),
      name_en: 'Kebrit Trading Est.',
      vat_number: '310122393500003',
      cr_number: '4030123456',
      street: 'شارع الأمير سلطان',
      building_number: '7421',
      district: 'حي الروضة',
      city: 'جدة',
      postal_code: '23435',
      country: 'SA',
      logo: null,
      payment_means: '10,48,24',
      image_folder: 'products',
      printer_address: null,
      paper_width_mm: 80,
      require_shift: 0,
      shift_difference_limit: 500,
      negative_stock: 'allow',
      updated_at: now,
    },
    {
      id: 17,
      key: 'mengusha',
      kind: 'restaurant',
      active: 1,
      name_ar: 'مطعم ومشويات منقوشة',
      name_key: businessNameKey('مطعم ومشويات منقوشة'),
      name_en: 'Mengusha Restaurant & Grill',
      vat_number: '300075588700003',
      cr_number: '4030654321',
      street: 'شارع التحلية',
      building_number: '2514',
      district: 'حي الأندلس',
      city: 'جدة',
      postal_code: '23326',
      country: 'SA',
      logo: null,
      payment_means: '10,48,42,45,24',
      image_folder: 'mengusha',
      printer_address: null,
      paper_width_mm: 80,
      require_shift: 0,
      shift_difference_limit: 500,
      negative_stock: 'allow',
      updated_at: now,
    },
  ];
}
