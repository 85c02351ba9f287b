import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { ONBOARDING_STEPS, type OnboardingStatus } from '../../../domain/schemas/zatca-onboarding';
import { Num } from '../../components/Num';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';

const tz = t.zatca;
const STATUS_COLOR = { none: 'gray', compliance: 'yellow', production: 'teal' } as const;

/** Status, environment, certificate serial and expiry of one business. */
export function StatusCard({ s }: { s: OnboardingStatus }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            {tz.statusLabel}
          </Text>
          <Badge size="lg" color={STATUS_COLOR[s.status]} data-testid="zatca-status">
            {tz.status[s.status]}
          </Badge>
        </Stack>
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            {tz.environment}
          </Text>
          <Text fw={600}>
            {s.environment ? (tz.environments[s.environment] ?? s.environment) : '—'}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            {tz.serial}
          </Text>
          <Text
            fw={600}
            dir="ltr"
            style={{ wordBreak: 'break-all', textAlign: 'right' }}
            data-testid="zatca-serial"
          >
            {s.certificateSerial ?? '—'}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            {tz.expires}
          </Text>
          <Text fw={600}>
            {s.certificateExpiresAt ? (
              <Num>{riyadhDateTime(s.certificateExpiresAt * 1000)}</Num>
            ) : (
              '—'
            )}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/**
 * What stops or will soon stop the business's signing, most urgent first: a key file that does
 * not open the stored key (red), a production CSID past its expiry (red) or within 30 days of it
 * (yellow). Null when nothing does.
 */
function signingWarning(s: OnboardingStatus) {
  if (s.keyUnreadable)
    return {
      id: 'zatca-key-unreadable',
      red: true,
      title: tz.keyUnreadableTitle,
      text: ERROR_MESSAGES.zatca_key_unreadable,
    };
  if (s.certificateRenewal === 'expired')
    return { id: 'zatca-renewal', red: true, title: tz.expiredTitle, text: tz.expired };
  if (s.certificateRenewal === 'renew_soon')
    return {
      id: 'zatca-renewal',
      red: false,
      title: tz.renewSoonTitle,
      text: tz.renewSoon(Math.max(0, s.certificateDaysLeft ?? 0)),
    };
  return null;
}

/** The signingWarning of `s` as an alert, or nothing. */
export function SigningWarning({ s }: { s: OnboardingStatus }) {
  const w = signingWarning(s);
  if (!w) return null;
  return (
    <Alert
      color={w.red ? 'red' : 'yellow'}
      variant={w.red ? 'filled' : 'light'}
      icon={<IconAlertTriangle />}
      title={w.title}
      data-testid={w.id}
    >
      {w.text}
    </Alert>
  );
}

/** The four steps: done (teal), failed (red), waiting (gray); a spinner while running. */
export function Steps({ s, running }: { s: OnboardingStatus; running: boolean }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={3} size="h5" mb="sm">
        {tz.stepsTitle}
      </Title>
      <Stack gap="xs">
        {ONBOARDING_STEPS.filter(
          // The renewal step shows only once a renewal was tried.
          (step) => step !== 'renewal' || s.stepsDone.includes(step) || s.lastError?.step === step,
        ).map((step, i) => {
          const done = s.stepsDone.includes(step);
          const failed = !running && s.lastError?.step === step;
          const current = running && i === s.stepsDone.length;
          const color = done ? 'teal' : failed ? 'red' : 'gray';
          return (
            <Group
              key={step}
              gap="sm"
              data-testid={`zatca-step-${step}`}
              data-state={done ? 'done' : failed ? 'failed' : 'waiting'}
            >
              <ThemeIcon size={28} radius="xl" variant={done ? 'filled' : 'light'} color={color}>
                {current ? (
                  <Loader size={14} color="gray" />
                ) : done ? (
                  <IconCheck size={16} />
                ) : failed ? (
                  <IconX size={16} />
                ) : (
                  <IconCircleDashed size={16} />
                )}
              </ThemeIcon>
              <Text fw={done || failed ? 600 : 400}>
                <Num>{i + 1}</Num>. {tz.steps[step]}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

/** How zatcaMessageAr begins a message it has no Arabic line for. */
const ZATCA_SAID_PREFIX = 'رسالة الهيئة:';

type ShownMessage = { code: string; message: string; messageAr: string };

/**
 * ZATCA's messages: Sanad's Arabic line when it knows the code, then ZATCA's code and its own text
 * (Arabic or English, as ZATCA sent it: `dir="auto"`).
 */
function ZatcaMessages({ messages }: { messages: readonly ShownMessage[] }) {
  return messages.map((m, i) => (
    <Stack key={i} gap={0}>
      {!m.messageAr.startsWith(ZATCA_SAID_PREFIX) && <Text fw={600}>{m.messageAr}</Text>}
      <Text size="sm" c="dimmed">
        {tz.zatcaSaid}: {m.code && <span dir="ltr">[{m.code}]</span>}{' '}
        <span dir="auto">{m.message}</span>
      </Text>
    </Stack>
  ));
}

/** ZATCA refused the production CSID (401/403): sends stopped until a renewal (decision 0043). */
export function Attention({
  attention,
}: {
  attention: NonNullable<OnboardingStatus['attention']>;
}) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={tz.attentionTitle}
      data-testid="zatca-attention"
    >
      <Stack gap="xs">
        <Text>{tz.attention}</Text>
        <ZatcaMessages messages={attention.messages} />
      </Stack>
    </Alert>
  );
}

/** ZATCA's messages of the last failure: Sanad's Arabic line, then ZATCA's own text and code. */
export function LastError({ error }: { error: NonNullable<OnboardingStatus['lastError']> }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={tz.errorTitle(tz.steps[error.step])}
      data-testid="zatca-error"
    >
      <Stack gap="xs">
        <ZatcaMessages messages={error.messages} />
      </Stack>
    </Alert>
  );
}
