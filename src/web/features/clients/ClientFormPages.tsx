import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import type { ClientBody, ClientView } from '../../../domain/schemas/clients';
import { useBusinessKey, useCurrentBusiness } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useClient } from './api/get-client';
import { useSaveClient } from './api/save-client';
import {
  CLIENT_FIELDS,
  ClientForm,
  clientValues,
  emptyClientValues,
  useClientForm,
  type ClientFormValues,
} from './ClientForm';
import type { ClientsBase } from './paths';
import { AddressesSection } from './AddressesSection';

const f = t.clients.form;

/** /{business}/clients/new and /{business}/clientx/new: a new client, then back to the list. */
export function NewClientPage({ base }: { base: ClientsBase }) {
  const business = useBusinessKey();
  return (
    <Stack>
      <PageHeader title={f.newTitle} back={`/${business}/${base}`} />
      <ClientEditor business={business} base={base} initial={emptyClientValues()} />
    </Stack>
  );
}

/** /{business}/clients/edit/{UUID} (and clientx): change a client's fields and its addresses. */
export function EditClientPage({ base }: { base: ClientsBase }) {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const q = useClient(business, UUID);
  return (
    <Stack>
      <PageHeader title={f.editTitle} back={`/${business}/${base}`} />
      {q.isSuccess ? (
        <>
          <ClientEditor business={business} base={base} client={q.data} />
          <AddressesSection business={business} client={q.data.UUID} />
        </>
      ) : (
        <NotLoaded query={q} />
      )}
    </Stack>
  );
}

function ClientEditor(props: {
  business: string;
  base: ClientsBase;
  client?: ClientView;
  initial?: ClientFormValues;
}) {
  const { business, base, client } = props;
  const form = useClientForm(
    client ? clientValues(client) : (props.initial ?? emptyClientValues()),
  );
  const save = useSaveClient(business, client?.UUID);
  const businessCity = useCurrentBusiness().address.city;
  const navigate = useNavigate();
  const onSubmit = (body: ClientBody) =>
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: client ? f.updated : f.created });
        navigate(`/${business}/${base}`);
      },
      // The server's Arabic field errors (e.g. 409 client_vat_taken) on their inputs.
      onError: (err) => showSaveError(err, form, [...CLIENT_FIELDS, 'payment_term_id']),
    });
  return (
    <ClientForm
      form={form}
      submitLabel={client ? t.common.update : f.submitNew}
      submitting={save.isPending}
      onSubmit={onSubmit}
      businessCity={businessCity}
      business={business}
    />
  );
}
