import type { ModifierGroupBody } from '../../domain/schemas/restaurant';
import { bearer, type TestApp } from './test-app';

/** POST /api/v1/{business}/modifiers; resolves to the raw response. */
export function postGroup(t: TestApp, token: string, business: string, body: ModifierGroupBody) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/modifiers`,
    headers: bearer(token),
    payload: body,
  });
}

/** A group as the API answers it (prices SAR). */
export interface GroupAnswer {
  id: number;
  name: string;
  archived: boolean;
  options: Array<{ id: number; name: string; priceChange: number; archived: boolean }>;
  productIds: number[];
  categoryIds: number[];
}

/** A group that must be created: returns the answer's group. */
export async function createGroup(
  t: TestApp,
  token: string,
  business: string,
  body: ModifierGroupBody,
): Promise<GroupAnswer> {
  const res = await postGroup(t, token, business, body);
  if (res.statusCode !== 201) throw new Error(`group failed: ${res.statusCode} ${res.body}`);
  return res.json().group as GroupAnswer;
}
