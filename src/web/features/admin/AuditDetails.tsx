import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { auditAmountSar } from '../../../domain/audit-actions';
import type { AuditEntryView } from '../../../domain/schemas/audit';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { Num } from '../../components/Num';
import { formatSarNumber, riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';

const ta = t.admin.audit;

/**
 * The page of a thing the audit log names, when Sanad has one: `kind` an entity or a details
 * field (client, supplier, invoice), `business` the record's business key. Null otherwise.
 */
export function auditLink(kind: string, id: string, business: string | null): string | null {
  if (kind === 'user') return `/${WEB_PATHS.users}/view/${id}`;
  if (!business) return null;
  const b = `/${business}`;
  const paths: Record<string, string> = {
    product: `${b}/editproduct/${id}`,
    category: `${b}/products/category/${id}`,
    client: `${b}/clients/edit/${id}`,
    supplier: `${b}/purchases/suppliers`,
    purchase: `${b}/purchases/edit/${id}`,
    invoice: `${b}/invoice/${id}`,
  };
  return paths[kind] ?? null;
}

/** A name the server found for `id`, linked to its page; the id itself (LTR) when it has none. */
function Named({ kind, id, entry }: { kind: string; id: string; entry: AuditEntryView }) {
  const name = entry.names[id];
  if (name === undefined) return <Num>{id}</Num>;
  const to = auditLink(kind, id, entry.business);
  const text = kind === 'invoice' ? <Num>{name}</Num> : <bdi>{name}</bdi>;
  return to ? (
    <Anchor component={Link} to={to} size="sm">
      {text}
    </Anchor>
  ) : (
    text
  );
}

/** One detail's value: SAR amounts, names for UUIDs, yes/no, numbers and text as they read. */
function Value({ entry, k, v }: { entry: AuditEntryView; k: string; v: unknown }): ReactNode {
  const sar = auditAmountSar(entry.action, k, v);
  if (sar !== null)
    return (
      <>
        <Num>{formatSarNumber(sar)}</Num> {ta.sar}
      </>
    );
  if (typeof v === 'string' && entry.names[v] !== undefined)
    return <Named kind={k} id={v} entry={entry} />;
  if (typeof v === 'boolean') return v ? ta.yes : ta.no;
  if (k === 'role' && typeof v === 'string') return t.common.roles[v] ?? v;
  // A purchase's date is recorded as Unix seconds (decision 0029): shown as its Riyadh day.
  if (k === 'date' && typeof v === 'number' && Number.isSafeInteger(v))
    return <Num>{riyadhDateTime(v * 1000).slice(0, 10)}</Num>;
  if (typeof v === 'number') return <Num>{String(v)}</Num>;
  if (typeof v === 'string') return /[\u0600-\u06FF]/.test(v) ? <bdi>{v}</bdi> : <Num>{v}</Num>;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null))
    return <Num>{v.join('، ')}</Num>;
  return (
    <Text span size="xs" dir="ltr" style={{ wordBreak: 'break-all' }}>
      {JSON.stringify(v)}
    </Text>
  );
}

/**
 * The details of one audit record as labelled fields (decision 0050): what it was done to (the
 * thing's name, linked to its page, else its id), then each recorded field with its Arabic
 * label — amounts in SAR, names instead of UUIDs. Empty fields are left out.
 */
export function AuditDetails({ entry }: { entry: AuditEntryView }) {
  const d = entry.details;
  const fields =
    d && typeof d === 'object' && !Array.isArray(d)
      ? Object.entries(d as Record<string, unknown>).filter(
          ([, v]) => v !== null && v !== undefined && v !== '',
        )
      : [];
  return (
    <Stack gap={2} data-testid="audit-details">
      {entry.entityId !== '' && (
        <Text size="sm">
          {ta.entities[entry.entity] ?? entry.entity}:{' '}
          <Named kind={entry.entity} id={entry.entityId} entry={entry} />
        </Text>
      )}
      {typeof d === 'string' && (
        <Text size="xs" c="dimmed">
          {d}
        </Text>
      )}
      {fields.map(([k, v]) => (
        <Group key={k} gap={4} wrap="nowrap" align="baseline">
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {ta.fields[k] ?? k}:
          </Text>
          <Text size="sm" span>
            <Value entry={entry} k={k} v={v} />
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
