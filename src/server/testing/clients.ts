import type { ClientInput } from '../../domain/schemas/clients';
import { bearer, type TestApp } from './test-app';

let vatCounter = 0;

/**
 * A valid-format Saudi VAT number, different on every call within a test run: 15 digits, first
 * and last 3 (BR-KSA-39/40).
 */
export function nextVat(): string {
  vatCounter += 1;
  return `3${String(Date.now() % 1e7).padStart(7, '0')}${String(vatCounter).padStart(6, '0')}3`;
}

/** A realistic client body (a Jeddah trading company) with a fresh VAT number. */
export function clientInput(overrides: Partial<ClientInput> = {}): ClientInput {
  return {
    RegistrationName: 'شركة الأفق للتجارة',
    VAT: nextVat(),
    CRN: '4030123456',
    StreetName: 'شارع التحلية',
    BuildingNumber: '7421',
    CityName: 'جدة',
    CitySubdivisionName: 'حي الروضة',
    PostalZone: '23432',
    CountrySubentity: 'منطقة مكة المكرمة',
    Phone: '0555123456',
    Email: 'info@alofoq.sa',
    ContactPerson: 'خالد العتيبي',
    PersonPhone: '+966 55 512 3456',
    ...overrides,
  };
}

/** POST /api/v1/{business}/clients that must succeed; returns the 201 body. */
export async function createClient(
  t: TestApp,
  token: string,
  business: string,
  overrides: Partial<ClientInput> = {},
): Promise<{ newid: number; UUID: string; client: { VAT: string; RegistrationName: string } }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/clients`,
    headers: bearer(token),
    payload: clientInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`client failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
