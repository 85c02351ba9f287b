/** The businesses screens under /admin, one lazily loaded chunk (routes.tsx). */
export { BusinessesPage } from './BusinessesPage';
export { BusinessProfilePage } from './BusinessProfilePage';
export { NewBusinessPage } from './NewBusinessPage';
export { PaymentTermsPage } from './PaymentTermsPage';
export { SetupPage } from './SetupPage';
