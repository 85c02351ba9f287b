/** The tills and shifts screens, one lazily loaded chunk (routes.tsx). */
export { TillsPage } from './TillsPage';
export { ShiftsPage } from './ShiftsPage';
export { ShiftPage } from './ShiftPage';
