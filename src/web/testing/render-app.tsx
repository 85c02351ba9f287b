import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { BusinessForUser } from '../../domain/business';
import { tilesFor, type Role } from '../../domain/permissions';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import { saveSession } from '../lib/session';

/** One answer of the fake API: a JSON body (status 200 unless given). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}
/** `'GET /kebrit/pos/products'` (path under /api/v1) → answer, or a function of the request body. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/** A request the screen sent to the fake API. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Renders the whole app (router, guards, layout, lazy screens) at `path`, signed in as `role`,
 * with `fetch` answered from `api`; an unknown request answers 404 and fails loudly in the test
 * through `sent` (every request is recorded).
 */
export function renderApp(path: string, api: FakeRoutes, role = 'admin') {
  saveSession({ token: 'test-token', username: 'tester', role, UUID: 'u-1' });
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const apiPath = url.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    sent.push({
      method,
      path: apiPath,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = api[`${method} ${apiPath}`];
    const answer = typeof route === 'function' ? route(body) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const json = answer ? answer.body : { error: { code: 'not_found', message: 'غير موجود' } };
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, sent, router };
}

/** A business as GET /businesses/{key} answers it, with the role's tiles. */
export function fakeBusiness(
  patch: Partial<BusinessForUser> & Pick<BusinessForUser, 'key' | 'kind'>,
): BusinessForUser {
  const role: Role = patch.role ?? 'admin';
  return {
    id: 4,
    active: true,
    nameAr: 'مؤسسة كبريت',
    nameEn: 'Kebrit',
    vatNumber: '300000000000003',
    crNumber: '1010000000',
    address: {
      street: 'شارع الملك فهد',
      buildingNumber: '1234',
      district: 'العليا',
      city: 'الرياض',
      postalCode: '12211',
      country: 'SA',
    },
    logoUrl: null,
    paymentMeans: ['10', '48', '24'],
    imageFolder: 'products',
    printerAddress: null,
    paperWidthMm: 80,
    requireShift: false,
    shiftDifferenceLimit: 5,
    negativeStock: 'allow',
    role,
    tiles: [...tilesFor(role, patch.kind)],
    ...patch,
  };
}
