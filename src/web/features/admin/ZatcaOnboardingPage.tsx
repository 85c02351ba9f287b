import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { ApiError, errorMessage } from '../../lib/api';
import { useBusinesses } from '../../lib/businesses';
import { t } from '../../locales/ar';
import { useOnboard, useZatcaOnboarding } from './api/zatca';
import { Attention, StatusCard, SigningWarning, Steps, LastError } from './ZatcaOnboardingStatus';

const tz = t.zatca;

/** Everything of one business; remounted on a switch, so the form starts afresh. */
function BusinessOnboarding({ business }: { business: string }) {
  const status = useZatcaOnboarding(business);
  const onboard = useOnboard(business);
  const [otp, setOtp] = useState('');
  const [tin, setTin] = useState('');
  if (!status.isSuccess) return <NotLoaded query={status} />;
  const s = status.data;
  const online = s.mode === 'simulation' || s.mode === 'production';
  const error = onboard.error;
  const fieldError = error instanceof ApiError ? error.fields.otp : undefined;
  const tinError = error instanceof ApiError ? error.fields.groupMemberTin : undefined;
  const run = (code: string | null) =>
    onboard.mutate(
      { otp: code, groupMemberTin: tin.trim() || undefined },
      { onSuccess: () => setOtp('') },
    );
  return (
    <Stack gap="md">
      <Alert color={online ? 'blue' : 'gray'} icon={<IconInfoCircle />} data-testid="zatca-mode">
        {tz.modes[s.mode]}
      </Alert>
      {s.attention && <Attention attention={s.attention} />}
      <SigningWarning s={s} />
      <StatusCard s={s} />
      <Steps s={s} running={onboard.isPending} />
      {!onboard.isPending && s.lastError && <LastError error={s.lastError} />}
      {error && !fieldError && !tinError && !s.lastError && (
        <Alert color="red" icon={<IconAlertTriangle />} data-testid="zatca-refusal">
          {errorMessage(error)}
        </Alert>
      )}
      {onboard.isSuccess && s.status === 'production' && (
        <Alert color="teal" icon={<IconCircleCheck />} data-testid="zatca-done">
          {tz.done}
        </Alert>
      )}
      {online && (
        <Card withBorder radius="lg" padding="lg">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              run(otp.trim());
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={tz.otp}
                description={tz.otpHint}
                value={otp}
                onChange={(e) => setOtp(e.currentTarget.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                dir="ltr"
                w={{ base: '100%', sm: 440 }}
                error={fieldError}
                disabled={onboard.isPending}
                data-testid="zatca-otp"
              />
              {s.status !== 'production' && (
                <TextInput
                  label={tz.groupTin}
                  description={tz.groupTinHint}
                  value={tin}
                  onChange={(e) => setTin(e.currentTarget.value)}
                  inputMode="numeric"
                  maxLength={10}
                  dir="ltr"
                  w={{ base: '100%', sm: 440 }}
                  error={tinError}
                  disabled={onboard.isPending}
                  data-testid="zatca-group-tin"
                />
              )}
              <Group>
                <Button type="submit" loading={onboard.isPending} data-testid="zatca-start">
                  {s.status === 'production' ? tz.renew : tz.start}
                </Button>
                {s.status === 'compliance' && s.lastError && (
                  <Button
                    variant="light"
                    onClick={() => run(null)}
                    disabled={onboard.isPending}
                    data-testid="zatca-resume"
                  >
                    {tz.resume}
                  </Button>
                )}
                {onboard.isPending && <Text c="dimmed">{tz.running}</Text>}
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}

/**
 * /admin/zatca (administrator, decision 0035): one business at a time — the server's
 * ZATCA_MODE, the business's status (not onboarded / compliance / production, certificate serial
 * and expiry), the four steps, ZATCA's messages of the last failure in Arabic with ZATCA's own
 * text, and the OTP form that runs the onboarding.
 */
export function ZatcaOnboardingPage() {
  const businesses = useBusinesses();
  const [picked, setPicked] = useState<string | null>(null);
  if (!businesses.isSuccess) return <NotLoaded query={businesses} />;
  const options = businesses.data.map((b) => ({ value: b.key, label: b.nameAr }));
  const business = picked ?? options[0]?.value ?? null;
  return (
    <Stack gap="lg">
      <PageHeader title={tz.title} back="/admin" />
      <Select
        label={tz.business}
        data={options}
        value={business}
        onChange={(v) => v && setPicked(v)}
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
        data-testid="zatca-business"
      />
      {business && <BusinessOnboarding key={business} business={business} />}
    </Stack>
  );
}
