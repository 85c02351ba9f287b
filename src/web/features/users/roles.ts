import { ROLES, normalizeRole } from '../../../domain/permissions';
import { t } from '../../locales/ar';

/** The role select's options: the canonical roles with their Arabic labels. */
export const ROLE_OPTIONS = ROLES.map((role) => ({
  value: role,
  label: t.common.roles[role] ?? role,
}));

/** Arabic label of a stored role; legacy spellings (manger, cashier) read as their role. */
export function roleLabel(role: string): string {
  return t.common.roles[role] ?? t.common.roles[normalizeRole(role)] ?? role;
}
