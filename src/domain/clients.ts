/**
 * Client (customer) rules of the legacy app. Pure: shared by the server's zod
 * schema and the web form.
 */

/**
 * Defaults of a new client: Country SA only (the legacy contract's "Country default SA"). The
 * legacy defaults of CityName (Jeddah) and CountrySubentity (Makkah province) are gone: a tax
 * document names the city the buyer gave, never one nobody entered (decision 0045, replacing that
 * part of decision 0019).
 */
export const CLIENT_DEFAULTS = {
  Country: 'SA',
} as const;

/** A commercial registration number (السجل التجاري): 10 digits. */
export function isValidCrn(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** A building number of the Saudi national address: 4 digits. */
export function isValidBuildingNumber(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** A Saudi postal code (الرمز البريدي): 5 digits. */
export function isValidPostalZone(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * A telephone number's shape: an optional leading +, then 7 to 15 digits, spaces or hyphens
 * allowed between them (E.164 allows at most 15 digits): `0555123456`, `+966 55 512 3456`,
 * `012-6543210`.
 */
export function isValidPhone(value: string): boolean {
  if (!/^\+?\d[\d -]*\d$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
