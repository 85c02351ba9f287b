/** The clients screens, one lazily loaded chunk (routes.tsx). */
export { ClientsPage } from './ClientsPage';
export { ClientxPage } from './ClientxPage';
export { EditClientPage, NewClientPage } from './ClientFormPages';
export { StatementPage } from './StatementPage';
