import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

/**
 * The invoice image archive of the legacy app under /{business}: `files` (today in Riyadh) and
 * `files/{YYYY-MM-DD}`, for roles that read invoices; loaded on first visit.
 */
export const archiveRoutes: RouteObject[] = [
  {
    path: 'files/*',
    ...lazyScreen(async () => {
      const { ArchivePage } = await import('./pages');
      return (
        <RequireAction action="invoices.read">
          <ArchivePage />
        </RequireAction>
      );
    }),
  },
];
