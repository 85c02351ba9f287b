import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PAYMENT_MEANS_LABELS, type PaymentMeansCode } from '../../../domain/payment-means';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { t } from '../../locales/ar';
import { useBusiness } from '../businesses/api';
import { BusinessProfileForm } from './BusinessProfileForm';
import { LogoCard } from './LogoCard';

function PaymentMeansCard({ codes }: { codes: PaymentMeansCode[] }) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="payment-means">
      <Stack gap="sm">
        <Title order={4}>{t.admin.business.paymentMeans}</Title>
        <Group gap="xs">
          {codes.map((code) => (
            <Badge key={code} variant="light" size="lg" radius="sm">
              {PAYMENT_MEANS_LABELS[code]} <Num>{code}</Num>
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t.admin.business.paymentMeansHint}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /admin/businesses/{key} (admin): the business profile, its logo and (read-only) payment means. */
export function BusinessProfilePage() {
  const { key = '' } = useParams();
  const q = useBusiness(key);
  if (q.isPending) return <Loading />;
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  }
  const b = q.data;
  return (
    <>
      <PageHeader title={t.admin.business.title(b.nameAr)} back="/admin">
        <Text c="dimmed" size="sm">
          {t.admin.business.id} <Num>{b.id}</Num> · {t.admin.business.key} <Num>{b.key}</Num>
        </Text>
      </PageHeader>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <BusinessProfileForm key={b.key} business={b} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <LogoCard business={b} />
            <PaymentMeansCard codes={b.paymentMeans} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
