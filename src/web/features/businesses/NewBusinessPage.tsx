import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { t } from '../../locales/ar';
import { NewBusinessForm } from './NewBusinessForm';

/**
 * /admin/new-business (admin): a new business or branch; once created, its profile
 * page (logo upload, open it).
 */
export function NewBusinessPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t.businesses.create.title} back="/admin/businesses" />
      <NewBusinessForm
        submitLabel={t.businesses.create.submit}
        onCreated={(b) => {
          notifications.show({ color: 'teal', message: t.businesses.create.created(b.nameAr) });
          navigate(`/admin/businesses/${b.key}`);
        }}
      />
    </>
  );
}
