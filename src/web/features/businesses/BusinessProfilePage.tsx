import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDollar, IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PAYMENT_MEANS_LABELS, type PaymentMeansCode } from '../../../domain/payment-means';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { useBusiness } from '../../lib/businesses';
import { t } from '../../locales/ar';
import { ArchiveCard } from './ArchiveCard';
import { BusinessProfileForm } from './BusinessProfileForm';
import { KindBadge, StatusBadge } from './badges';
import { LogoCard } from './LogoCard';

function PaymentMeansCard({ codes }: { codes: PaymentMeansCode[] }) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="payment-means">
      <Stack gap="sm">
        <Title order={4}>{t.businesses.profile.paymentMeans}</Title>
        <Group gap="xs">
          {codes.map((code) => (
            <Badge key={code} variant="light" size="lg" radius="sm">
              {PAYMENT_MEANS_LABELS[code]} <Num>{code}</Num>
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t.businesses.profile.paymentMeansHint}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/businesses/{key} (admin): the business profile, its logo, its (read-only) payment
 * means, and archive or restore.
 */
export function BusinessProfilePage() {
  const { key = '' } = useParams();
  const q = useBusiness(key);
  const text = t.businesses.profile;
  if (q.isPending) return <Loading />;
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  }
  const b = q.data;
  return (
    <>
      <PageHeader title={text.title(b.nameAr)} back="/admin/businesses">
        <Button
          component={Link}
          to={`/admin/businesses/${encodeURIComponent(b.key)}/payment-terms`}
          variant="light"
          leftSection={<IconCalendarDollar size={18} />}
          data-testid="payment-terms-link"
        >
          {t.terms.settingsLink}
        </Button>
        {b.active && (
          <Button
            component={Link}
            to={`/${b.key}`}
            variant="light"
            leftSection={<IconExternalLink size={18} />}
            data-testid="open-business"
          >
            {text.open}
          </Button>
        )}
      </PageHeader>
      <Group gap="sm" mb="md" mt={-8}>
        <KindBadge kind={b.kind} />
        <StatusBadge active={b.active} />
        <Text c="dimmed" size="sm">
          {text.id} <Num>{b.id}</Num> · {text.key} <Num>{b.key}</Num>
        </Text>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <BusinessProfileForm key={b.key} business={b} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <LogoCard business={b} />
            <PaymentMeansCard codes={b.paymentMeans} />
            <ArchiveCard business={b} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
