// The business queries moved to src/web/lib/businesses.ts (shared by several features); this
// re-export keeps the POS screen's import working until it is pointed there.
export { useBusiness, useBusinesses } from '../../lib/businesses';
