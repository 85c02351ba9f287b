import {
  BUYER_ADDRESS_LABELS,
  buyerAddressFieldErrors,
  missingBuyerAddressFields,
} from '../../../domain/buyer';
import { AppError, buyerAddressIncompleteMessage } from '../../../domain/errors';

/**
 * The buyer of a tax invoice as issued (legacy app: Client field names): copied onto the invoice,
 * so later edits of the client never change an issued invoice. '' for a field not known.
 */
export interface InvoiceBuyer {
  RegistrationName: string;
  VAT: string;
  CRN: string;
  StreetName: string;
  AdditionalStreetName: string;
  BuildingNumber: string;
  PlotIdentification: string;
  CityName: string;
  CitySubdivisionName: string;
  PostalZone: string;
  CountrySubentity: string;
  Country: string;
  /** Another buyer ID's scheme (BT-46-1: TIN, CRN, NAT, …) and the ID (BT-46); '' when none. */
  schemeID: string;
  PartyIdentification: string;
}

/**
 * Refuses a standard tax invoice to `buyer` whose national address is incomplete (decision 0045;
 * the rule is missingBuyerAddressFields of src/domain/buyer.ts: BR-KSA-63, BR-KSA-67, BR-KSA-10):
 * nothing is filled in for the buyer. `extra` goes beside the error (the approval names the
 * client's UUID, so the screen can link to its edit form).
 * @throws AppError buyer_address_incomplete (422): the message names the missing fields in Arabic,
 *   `fields` has one Arabic text per missing field under the client's API name (StreetName,
 *   BuildingNumber, CitySubdivisionName, CityName, PostalZone).
 */
export function assertBuyerAddressComplete(
  buyer: InvoiceBuyer,
  extra?: Record<string, string | number>,
): void {
  const missing = missingBuyerAddressFields(buyer);
  if (missing.length === 0) return;
  throw new AppError('buyer_address_incomplete', {
    message: buyerAddressIncompleteMessage(missing.map((f) => BUYER_ADDRESS_LABELS[f])),
    fields: buyerAddressFieldErrors(buyer),
    ...(extra ? { extra } : {}),
  });
}

/** The invoice's customer_* columns of a buyer ('' each when none: a simplified invoice). */
export function buyerColumns(buyer: InvoiceBuyer | null) {
  const b = buyer;
  return {
    customer_registration_name: b?.RegistrationName ?? '',
    customer_city_name: b?.CityName ?? '',
    customer_vat: b?.VAT ?? '',
    customer_crn: b?.CRN ?? '',
    customer_street_name: b?.StreetName ?? '',
    customer_additional_street_name: b?.AdditionalStreetName ?? '',
    customer_building_number: b?.BuildingNumber ?? '',
    customer_plot_identification: b?.PlotIdentification ?? '',
    customer_city_subdivision_name: b?.CitySubdivisionName ?? '',
    customer_postal_zone: b?.PostalZone ?? '',
    customer_country_subentity: b?.CountrySubentity ?? '',
    customer_country: b?.Country ?? '',
    customer_party_identification_scheme: b?.schemeID ?? '',
    customer_party_identification: b?.PartyIdentification ?? '',
  };
}
