import { Button, NumberInput, Stack, Stepper, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { CloseComparison, CloseShiftBody } from '../../../../domain/schemas/shifts';
import type { CloseShiftAnswer } from '../../../../domain/schemas/shift-reports';
import { ZReportSummary } from '../../../components/ZReportSummary';
import { ApiError, errorMessage } from '../../../lib/api';
import { t } from '../../../locales/ar';
import { approvalComparison, useAfterClose, useCloseShift } from './api';
import { cashCountBody, emptyCashCount } from './cash-count';
import { ApprovalStep, ComparisonView } from './CloseResult';
import { CountSheet } from './CountSheet';
import { ZReportActions } from './ZReportActions';
import { ShiftModal } from './ShiftModal';

const s = t.shiftsPos;

type Step =
  | { step: 'count' }
  | { step: 'approval'; comparison: CloseComparison | null }
  | { step: 'result'; answer: CloseShiftAnswer }
  | { step: 'z'; answer: CloseShiftAnswer };
const STEP_INDEX = { count: 0, approval: 1, result: 1, z: 2 } as const;

/**
 * The blind close (decision 0055). Step 1: the drawer counted by denomination and the card
 * terminal's batch total — nothing expected is on screen (not even in the DOM) before the count is
 * sent. Step 2: expected, counted, over/short and card against the batch; a difference above the
 * business's limit (409 shift_approval_required) asks for a manager's sign-in here, and the same
 * count is sent again with the approval. Step 3: the Z report, print, PDF, done.
 */
export function CloseShiftModal(props: { business: string; shiftId: number; onClose: () => void }) {
  const { business, shiftId } = props;
  const [count, setCount] = useState(emptyCashCount);
  const [batch, setBatch] = useState<number | ''>('');
  const [state, setState] = useState<Step>({ step: 'count' });
  const [error, setError] = useState<string | null>(null);
  // The count as first sent: an approval resends exactly it (a different count is a recount).
  const sent = useRef<CloseShiftBody | null>(null);
  const close = useCloseShift(business, shiftId);
  const afterClose = useAfterClose(business);

  function send(body: CloseShiftBody) {
    setError(null);
    close.mutate(body, {
      onSuccess: (answer) => setState({ step: 'result', answer }),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'shift_approval_required') {
          setState({ step: 'approval', comparison: approvalComparison(err) });
          if (body.approval) setError(err.message);
        } else {
          setError(errorMessage(err));
        }
      },
    });
  }

  function sendCount() {
    sent.current = {
      ...cashCountBody(count),
      ...(batch === '' ? {} : { cardBatchTotal: batch }),
    };
    send(sent.current);
  }

  // Once the count is stored the shift closes or waits for approval; either way the bar refreshes.
  function finish() {
    void afterClose();
    props.onClose();
  }
  const closed = state.step === 'result' || state.step === 'z';

  return (
    <ShiftModal
      opened
      onClose={closed ? finish : props.onClose}
      title={s.closeTitle}
      size={960}
      closeOnClickOutside={false}
    >
      <Stepper
        active={STEP_INDEX[state.step]}
        size="sm"
        mb="md"
        allowNextStepsSelect={false}
        iconSize={44}
      >
        <Stepper.Step label={s.closeStepCount} />
        <Stepper.Step label={s.closeStepResult} />
        <Stepper.Step label={s.closeStepZ} />
      </Stepper>
      {state.step === 'count' && (
        <Stack gap="md" data-testid="close-count">
          <Text c="dimmed">{s.blindHint}</Text>
          <CountSheet value={count} onChange={setCount} />
          <NumberInput
            size="lg"
            label={s.cardBatch}
            description={s.cardBatchHint}
            min={0}
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={batch}
            onChange={(v) => setBatch(typeof v === 'number' ? v : '')}
            data-testid="close-card-batch-input"
          />
          {error && (
            <Text c="red" fw={600} role="alert" data-testid="close-error">
              {error}
            </Text>
          )}
          <Button
            size="lg"
            h={56}
            color="red"
            disabled={count.mode === 'amount' && count.amount === ''}
            loading={close.isPending}
            onClick={sendCount}
            data-testid="close-send"
          >
            {s.sendCount}
          </Button>
        </Stack>
      )}
      {state.step === 'approval' && (
        <ApprovalStep
          comparison={state.comparison}
          pending={close.isPending}
          error={error}
          onApprove={(approval) => sent.current && send({ ...sent.current, approval })}
        />
      )}
      {state.step === 'result' && (
        <Stack gap="md" data-testid="close-result">
          <Text fw={700} size="lg">
            {s.closed(state.answer.report.zNumber ?? 0)}
          </Text>
          <ComparisonView
            comparison={state.answer.comparison ?? fromReport(state.answer)}
            card={state.answer.report.card}
          />
          <Button
            size="lg"
            h={56}
            onClick={() => setState({ step: 'z', answer: state.answer })}
            data-testid="close-to-z"
          >
            {s.toZReport}
          </Button>
        </Stack>
      )}
      {state.step === 'z' && (
        <Stack gap="md" data-testid="close-z">
          <ZReportActions
            business={business}
            shiftId={shiftId}
            zNumber={state.answer.report.zNumber}
            onDone={finish}
          />
          <ZReportSummary report={state.answer.report} />
        </Stack>
      )}
    </ShiftModal>
  );
}

/** The comparison from the Z report when the answer carries none. */
function fromReport(answer: CloseShiftAnswer): CloseComparison | null {
  const { cash } = answer.report;
  if (cash.counted === null || cash.overShort === null || cash.expected === null) return null;
  return {
    expectedCash: cash.expected,
    countedCash: cash.counted,
    overShort: cash.overShort,
    limit: 0,
    needsApproval: false,
  };
}
