import { BUSINESS_KEYS, can, tilesFor } from '../../../domain/permissions';

/**
 * Who may open /admin: a role that manages users or business profiles, or one that has the
 * "admin" tile somewhere (the manager, in mengusha; SPEC.md §6). Everyone else gets the 403 page.
 */
export function canOpenAdmin(role: string): boolean {
  return (
    can(role, 'users.manage') ||
    can(role, 'businesses.edit') ||
    BUSINESS_KEYS.some((b) => tilesFor(role, b).includes('admin'))
  );
}
