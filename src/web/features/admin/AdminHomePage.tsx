import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconApi,
  IconBuildingStore,
  IconDatabase,
  IconFileInvoice,
  IconQrcode,
  IconSettings,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { can } from '../../../domain/permissions';
import { useSession } from '../../app/guards';
import { ForbiddenPage } from '../../components/ForbiddenPage';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useBusinesses } from '../businesses/api';
import { canOpenAdmin } from './access';
import { AdminCard } from './AdminCard';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" c="dimmed">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
    </Stack>
  );
}

/** /admin: the admin home — links to what the role may use (users, business settings, homes, API docs). */
export function AdminHomePage() {
  const session = useSession();
  const role = session?.role ?? '';
  const businesses = useBusinesses();
  // Only an admin tile decides for the other roles: wait for their businesses before refusing.
  if (!canOpenAdmin(role, businesses.data ?? [])) {
    if (businesses.isPending) return <Loading />;
    if (businesses.isError)
      return <LoadError error={businesses.error} onRetry={() => businesses.refetch()} />;
    return <ForbiddenPage />;
  }
  const manageUsers = can(role, 'users.manage');
  const editBusinesses = can(role, 'businesses.edit');

  return (
    <Stack gap="xl">
      <PageHeader title={t.admin.home.title} back="/" />
      {manageUsers && (
        <Section title={t.admin.home.usersSection}>
          <AdminCard
            icon={IconUsers}
            title={t.admin.home.users}
            hint={t.admin.home.usersHint}
            to="/users"
            testId="admin-users"
          />
          <AdminCard
            icon={IconUserPlus}
            title={t.admin.home.newUser}
            hint={t.admin.home.newUserHint}
            to="/users/new"
            testId="admin-new-user"
          />
        </Section>
      )}
      {businesses.isPending ? (
        <Loading />
      ) : businesses.isError ? (
        <LoadError error={businesses.error} onRetry={() => businesses.refetch()} />
      ) : (
        <>
          {editBusinesses && (
            <Section title={t.admin.home.settingsSection}>
              {businesses.data.map((b) => (
                <AdminCard
                  key={b.key}
                  icon={IconSettings}
                  title={t.admin.home.settings(b.nameAr)}
                  hint={t.admin.home.settingsHint}
                  to={`/admin/businesses/${b.key}`}
                  testId={`admin-settings-${b.key}`}
                />
              ))}
            </Section>
          )}
          <Section title={t.admin.home.businessesSection}>
            {businesses.data.map((b) => (
              <AdminCard
                key={b.key}
                icon={IconBuildingStore}
                title={t.admin.home.open(b.nameAr)}
                hint={t.admin.home.openHint}
                to={`/${b.key}`}
                testId={`admin-open-${b.key}`}
              />
            ))}
          </Section>
        </>
      )}
      <Section title={t.admin.home.toolsSection}>
        <AdminCard
          icon={IconApi}
          title={t.admin.home.apiDocs}
          hint={t.admin.home.apiDocsHint}
          href="/api/docs"
          testId="admin-api-docs"
        />
        {manageUsers && (
          <>
            <AdminCard
              icon={IconFileInvoice}
              title={t.admin.home.invoiceBackup}
              testId="admin-backup"
            />
            <AdminCard
              icon={IconDatabase}
              title={t.admin.home.databaseBackup}
              testId="admin-backupdp"
            />
            <AdminCard icon={IconQrcode} title={t.admin.home.qr} testId="admin-qr" />
          </>
        )}
      </Section>
    </Stack>
  );
}
