import type { ClientBody, ClientView } from '../../../domain/schemas/clients';
import type { ClientColumns, ClientRow } from './repository';

/** A stored client → the wire shape (legacy app: "Client" names). */
export function toClientView(row: ClientRow): ClientView {
  return {
    ID: row.id,
    UUID: row.uuid,
    RegistrationName: row.registration_name,
    VAT: row.vat,
    CRN: row.crn,
    StreetName: row.street_name,
    AdditionalStreetName: row.additional_street_name,
    BuildingNumber: row.building_number,
    PlotIdentification: row.plot_identification,
    CityName: row.city_name,
    PostalZone: row.postal_zone,
    CountrySubentity: row.country_subentity,
    CitySubdivisionName: row.city_subdivision_name,
    Country: row.country,
    Phone: row.phone,
    Email: row.email,
    ContactPerson: row.contact_person,
    PersonPhone: row.person_phone,
    schemeID: row.party_identification_scheme,
    PartyIdentification: row.party_identification,
    payment_term_id: row.payment_term_id,
  };
}

/** A validated body → the columns it sets. */
export function clientColumns(b: ClientBody): ClientColumns {
  return {
    registration_name: b.RegistrationName,
    vat: b.VAT,
    crn: b.CRN,
    street_name: b.StreetName,
    additional_street_name: b.AdditionalStreetName,
    building_number: b.BuildingNumber,
    plot_identification: b.PlotIdentification,
    city_name: b.CityName,
    postal_zone: b.PostalZone,
    country_subentity: b.CountrySubentity,
    city_subdivision_name: b.CitySubdivisionName,
    country: b.Country,
    phone: b.Phone,
    email: b.Email,
    contact_person: b.ContactPerson,
    person_phone: b.PersonPhone,
    party_identification_scheme: b.schemeID,
    party_identification: b.PartyIdentification,
  };
}
