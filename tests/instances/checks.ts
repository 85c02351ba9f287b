/**
 * What the multi-instance test reads straight from the shared PostgreSQL database (decision
 * 0066): invoice numbers gapless per business, and each business's ZATCA chain (decision 0032:
 * ICV 1, 2, 3, … and each document's PIH the previous document's hash, the chain head in
 * zatca_signers equal to the last document). Each check answers a list of problems, empty when
 * all is well, so that a failure names what broke.
 */
import type pg from 'pg';

/** Business id → its invoice numbers in order. */
export async function invoiceNumbers(db: pg.Pool): Promise<Map<number, number[]>> {
  const { rows } = await db.query<{ business_id: number; number: number }>(
    'SELECT business_id, number FROM invoices ORDER BY business_id, number',
  );
  const out = new Map<number, number[]>();
  for (const r of rows)
    out.set(r.business_id, [...(out.get(r.business_id) ?? []), Number(r.number)]);
  return out;
}

/** Invoice numbers that are missing or repeated in a business (each must be 1, 2, …, n). */
export async function numberProblems(db: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const [business, numbers] of await invoiceNumbers(db))
    numbers.forEach((n, i) => {
      if (n !== i + 1) problems.push(`business ${business}: invoice #${i + 1} is numbered ${n}`);
    });
  return problems;
}

/** Breaks in any business's ICV/PIH chain, and invoices without their signed document. */
export async function chainProblems(db: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await db.query<{
    business_id: number;
    icv: number;
    pih: string;
    invoice_hash: string;
  }>('SELECT business_id, icv, pih, invoice_hash FROM zatca_documents ORDER BY business_id, icv');
  const byBusiness = new Map<number, typeof rows>();
  for (const r of rows)
    byBusiness.set(r.business_id, [...(byBusiness.get(r.business_id) ?? []), r]);
  for (const [business, docs] of byBusiness)
    docs.forEach((d, i) => {
      if (Number(d.icv) !== i + 1)
        problems.push(`business ${business}: ICV ${d.icv} at place ${i + 1}`);
      const prev = docs[i - 1];
      if (prev && d.pih !== prev.invoice_hash)
        problems.push(`business ${business}: ICV ${d.icv}'s PIH is not ICV ${prev.icv}'s hash`);
    });
  const heads = await db.query<{ business_id: number; last_icv: number; last_hash: string }>(
    'SELECT business_id, last_icv, last_hash FROM zatca_signers',
  );
  for (const h of heads.rows) {
    const docs = byBusiness.get(h.business_id) ?? [];
    const last = docs[docs.length - 1];
    if (Number(h.last_icv) !== docs.length || (last && last.invoice_hash !== h.last_hash))
      problems.push(
        `business ${h.business_id}: chain head ${h.last_icv} ≠ ${docs.length} documents`,
      );
  }
  const unsigned = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM invoices i
      WHERE NOT EXISTS (SELECT 1 FROM zatca_documents d WHERE d.invoice_id = i.id)`,
  );
  if (Number(unsigned.rows[0]?.n) > 0)
    problems.push(`${unsigned.rows[0]?.n} invoices have no signed document`);
  return problems;
}

/** Slots (UTC ms) of the scheduled runs of `job`, in order. */
export async function scheduledSlots(db: pg.Pool, job: string): Promise<number[]> {
  const { rows } = await db.query<{ slot: string }>(
    'SELECT slot FROM scheduled_runs WHERE job = $1 ORDER BY slot',
    [job],
  );
  return rows.map((r) => Number(r.slot));
}
