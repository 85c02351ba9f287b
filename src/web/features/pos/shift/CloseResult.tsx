import { Alert, Button, PasswordInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import type { CloseComparison } from '../../../../domain/schemas/shifts';
import type { ZReportView } from '../../../../domain/schemas/shift-reports';
import { Sar } from '../../../components/Amount';
import { OverShort } from '../../../components/OverShort';
import { formatSarNumber } from '../../../lib/format';
import { t } from '../../../locales/ar';

const s = t.shiftsPos;

/** What the blind count is compared with: expected, counted, over/short; card sales against the batch. */
export function ComparisonView(props: {
  comparison: CloseComparison | null;
  card?: ZReportView['card'];
}) {
  const { comparison, card } = props;
  return (
    <Table withRowBorders verticalSpacing="xs" fz="md" data-testid="close-comparison">
      <Table.Tbody>
        {comparison && (
          <>
            <Table.Tr>
              <Table.Td>{s.expected}</Table.Td>
              <Table.Td ta="end" fw={700} data-testid="close-expected">
                <Sar value={comparison.expectedCash} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{s.counted}</Table.Td>
              <Table.Td ta="end" fw={700} data-testid="close-counted">
                <Sar value={comparison.countedCash} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{s.overShort}</Table.Td>
              <Table.Td ta="end">
                <OverShort value={comparison.overShort} testId="close-over-short" />
              </Table.Td>
            </Table.Tr>
          </>
        )}
        {card && (
          <>
            <Table.Tr>
              <Table.Td>{s.cardSales}</Table.Td>
              <Table.Td ta="end" fw={700}>
                <Sar value={card.sales} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{s.cardBatch}</Table.Td>
              <Table.Td ta="end" fw={700} data-testid="close-card-batch">
                {card.batchTotal === null ? '—' : <Sar value={card.batchTotal} />}
              </Table.Td>
            </Table.Tr>
            {card.difference !== null && (
              <Table.Tr>
                <Table.Td>{s.cardDifference}</Table.Td>
                <Table.Td ta="end">
                  <OverShort value={card.difference} testId="close-card-difference" />
                </Table.Td>
              </Table.Tr>
            )}
          </>
        )}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The difference is above the business's limit (409 shift_approval_required): the comparison and a
 * manager's sign-in on the same screen; `onApprove` resends the same count with the approval.
 * `error` is the last refusal as the server worded it (403 shift_approval_refused, wrong password).
 */
export function ApprovalStep(props: {
  comparison: CloseComparison | null;
  pending: boolean;
  error: string | null;
  onApprove: (approval: { username: string; password: string }) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const limit = props.comparison ? formatSarNumber(props.comparison.limit) : null;
  return (
    <Stack gap="md" data-testid="close-approval">
      <ComparisonView comparison={props.comparison} />
      <Alert color="orange" icon={<IconUserShield />} title={s.approvalTitle}>
        {s.approvalNeeded(limit)}
      </Alert>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (username.trim() && password) props.onApprove({ username: username.trim(), password });
        }}
      >
        <Stack gap="sm">
          <TextInput
            size="lg"
            label={s.managerUsername}
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            data-testid="approval-username"
          />
          <PasswordInput
            size="lg"
            label={s.managerPassword}
            autoComplete="off"
            rightSectionWidth={52}
            styles={{ visibilityToggle: { width: 44, height: 44, minWidth: 44, minHeight: 44 } }}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-testid="approval-password"
          />
          {props.error && (
            <Text c="red" fw={600} role="alert" data-testid="approval-error">
              {props.error}
            </Text>
          )}
          <Button
            type="submit"
            size="lg"
            h={56}
            disabled={!username.trim() || !password}
            loading={props.pending}
            data-testid="approval-submit"
          >
            {s.approve}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
