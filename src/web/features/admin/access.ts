import type { BusinessForUser } from '../../../domain/business';
import { can } from '../../../domain/permissions';

/**
 * Who may open /admin: a role that manages users or business profiles, or one that has the
 * "admin" tile in a business they open (a restaurant's manager). Everyone else gets
 * the 403 page.
 */
export function canOpenAdmin(role: string, businesses: readonly BusinessForUser[]): boolean {
  return (
    can(role, 'users.manage') ||
    can(role, 'businesses.edit') ||
    businesses.some((b) => b.tiles.includes('admin'))
  );
}
