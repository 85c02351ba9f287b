/** The administration home, a lazily loaded chunk (routes.tsx). */
export { AdminHomePage } from './AdminHomePage';
