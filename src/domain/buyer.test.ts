import { describe, expect, it } from 'vitest';
import {
  BUYER_ID_SCHEMES,
  buyerAddressFieldErrors,
  buyerIdProblem,
  buyerIdentification,
  missingBuyerAddressFields,
  type BuyerAddress,
} from './buyer';

const FULL: BuyerAddress = {
  StreetName: 'شارع التحلية',
  BuildingNumber: '7421',
  CitySubdivisionName: 'حي الروضة',
  CityName: 'جدة',
  PostalZone: '23432',
  Country: 'SA',
};
const EMPTY: BuyerAddress = {
  StreetName: '',
  BuildingNumber: '',
  CitySubdivisionName: '',
  CityName: '',
  PostalZone: '',
  Country: 'SA',
};

describe('missingBuyerAddressFields (BR-KSA-63, BR-KSA-67, BR-KSA-10)', () => {
  it('a full Saudi national address lacks nothing', () => {
    expect(missingBuyerAddressFields(FULL)).toEqual([]);
    expect(missingBuyerAddressFields({ ...FULL, Country: '' })).toEqual([]);
  });

  it('a Saudi buyer with no address lacks street, building, district, city and postal code', () => {
    expect(missingBuyerAddressFields(EMPTY)).toEqual([
      'StreetName',
      'BuildingNumber',
      'CitySubdivisionName',
      'CityName',
      'PostalZone',
    ]);
  });

  it('blank text is missing; a postal code must be 5 digits, a building number 4', () => {
    expect(missingBuyerAddressFields({ ...FULL, CitySubdivisionName: '  ' })).toEqual([
      'CitySubdivisionName',
    ]);
    expect(missingBuyerAddressFields({ ...FULL, PostalZone: '2343' })).toEqual(['PostalZone']);
    expect(missingBuyerAddressFields({ ...FULL, BuildingNumber: '74' })).toEqual([
      'BuildingNumber',
    ]);
  });

  it('a buyer abroad needs street and city only (BR-KSA-10)', () => {
    expect(missingBuyerAddressFields({ ...EMPTY, Country: 'AE' })).toEqual([
      'StreetName',
      'CityName',
    ]);
    expect(
      missingBuyerAddressFields({ ...EMPTY, Country: 'AE', StreetName: 'X', CityName: 'دبي' }),
    ).toEqual([]);
  });

  it('names each missing field in Arabic under its API name', () => {
    const fields = buyerAddressFieldErrors({ ...FULL, CityName: '', PostalZone: '' });
    expect(Object.keys(fields)).toEqual(['CityName', 'PostalZone']);
    expect(fields.CityName).toMatch(/المدينة/);
    expect(fields.PostalZone).toMatch(/الرمز البريدي/);
  });
});

describe('buyer identification (BR-KSA-14)', () => {
  it("has ZATCA's eleven schemes in its order", () => {
    expect(BUYER_ID_SCHEMES).toEqual([
      'TIN',
      'CRN',
      'MOM',
      'MLS',
      '700',
      'SAG',
      'NAT',
      'GCC',
      'IQA',
      'PAS',
      'OTH',
    ]);
  });

  it.each([
    ['NAT', '1084736291', null],
    ['NAT', '2084736291', 'الهوية الوطنية 10 أرقام تبدأ بـ 1'],
    ['IQA', '2084736291', null],
    ['IQA', '1084736291', 'رقم الإقامة 10 أرقام يبدأ بـ 2'],
    ['TIN', '3084736291', null],
    ['700', '7004829153', null],
    ['700', '1004829153', 'الرقم الموحد 10 أرقام يبدأ بـ 7'],
    ['NAT', '1012345678', 'رقم الهوية يبدو غير صحيح (أرقام متتالية أو مكررة)؛ راجعه'],
    ['OTH', '99999999', 'رقم الهوية يبدو غير صحيح (أرقام متتالية أو مكررة)؛ راجعه'],
    ['CRN', '4030123456', null],
    ['CRN', '403012', 'السجل التجاري 10 أرقام'],
    ['PAS', 'A1234567', null],
    ['PAS', 'A 123', 'رقم الهوية حروف لاتينية وأرقام فقط'],
    ['OTH', 'رقم', 'رقم الهوية حروف لاتينية وأرقام فقط'],
  ] as const)('%s %s → %s', (scheme, id, problem) => {
    expect(buyerIdProblem(scheme, id)).toBe(problem);
  });

  it('prefers the entered scheme + ID, then the CRN', () => {
    expect(
      buyerIdentification({ schemeID: 'NAT', PartyIdentification: '1012345678', CRN: '' }),
    ).toEqual({ schemeID: 'NAT', id: '1012345678' });
    expect(
      buyerIdentification({ schemeID: '', PartyIdentification: '', CRN: '4030123456' }),
    ).toEqual({ schemeID: 'CRN', id: '4030123456' });
    expect(buyerIdentification({ schemeID: '', PartyIdentification: '', CRN: '' })).toBeNull();
  });
});
