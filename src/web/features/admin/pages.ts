/** The administration screens, a lazily loaded chunk (routes.tsx). */
export { AdminHomePage } from './AdminHomePage';
export { BackupsPage } from './BackupsPage';
