import { ActionIcon, NumberInput, SegmentedControl, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { DENOMINATIONS, type Denomination } from '../../../../domain/denominations';
import { halalasToSar } from '../../../../domain/money';
import { Sar } from '../../../components/Amount';
import { t } from '../../../locales/ar';
import { cashCountHalalas, faceValue, type CashCount } from './cash-count';

const s = t.shiftsPos;
const MAX_PIECES = 100_000;

/** One denomination: − / pieces / +, and the line's value. */
function CountRow(props: {
  d: Denomination;
  pieces: number;
  onChange: (key: string, pieces: number) => void;
}) {
  const { d, pieces, onChange } = props;
  const face = faceValue(d.halalas);
  const set = (n: number) => onChange(d.key, Math.min(MAX_PIECES, Math.max(0, Math.trunc(n))));
  return (
    <div className="shift-count-row" data-testid={`count-row-${d.key}`}>
      <span className="shift-count-face" data-kind={d.kind}>
        {s.denomination(face)}
      </span>
      <ActionIcon
        size={44}
        radius="xl"
        variant="light"
        aria-label={s.less(face)}
        disabled={pieces === 0}
        onClick={() => set(pieces - 1)}
      >
        <IconMinus size={20} />
      </ActionIcon>
      <NumberInput
        size="md"
        h={44}
        w={88}
        hideControls
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={MAX_PIECES}
        clampBehavior="strict"
        value={pieces === 0 ? '' : pieces}
        placeholder="0"
        onChange={(v) => set(typeof v === 'number' ? v : Number(v) || 0)}
        aria-label={s.pieces(face)}
        data-testid={`count-${d.key}`}
        styles={{ input: { textAlign: 'center', minHeight: 44 } }}
      />
      <ActionIcon
        size={44}
        radius="xl"
        variant="light"
        aria-label={s.more(face)}
        onClick={() => set(pieces + 1)}
        data-testid={`count-${d.key}-plus`}
      >
        <IconPlus size={20} />
      </ActionIcon>
      <span className="shift-count-line" data-testid={`count-${d.key}-value`}>
        <Sar value={halalasToSar(pieces * d.halalas)} />
      </span>
    </div>
  );
}

/**
 * The drawer count (decision 0055), for the opening float and the blind close: every note and
 * coin of src/domain/denominations.ts with a stepper and the line's value, the running total live;
 * or «أدخل المبلغ فقط», an amount alone. Controlled: `value` and `onChange`.
 */
export function CountSheet({
  value,
  onChange,
}: {
  value: CashCount;
  onChange: (next: CashCount) => void;
}) {
  const total = cashCountHalalas(value);
  const setPieces = (key: string, pieces: number) =>
    onChange({ ...value, count: { ...value.count, [key]: pieces } });
  const group = (kind: Denomination['kind']) => (
    <fieldset className="shift-count-group">
      <legend>{kind === 'note' ? s.notes : s.coins}</legend>
      {DENOMINATIONS.filter((d) => d.kind === kind).map((d) => (
        <CountRow key={d.key} d={d} pieces={value.count[d.key] ?? 0} onChange={setPieces} />
      ))}
    </fieldset>
  );
  return (
    <div className="shift-count">
      <SegmentedControl
        fullWidth
        size="md"
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as CashCount['mode'] })}
        data={[
          { value: 'count', label: s.byDenomination },
          { value: 'amount', label: s.amountOnly },
        ]}
        styles={{
          label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
        }}
        data-testid="count-mode"
      />
      {value.mode === 'count' ? (
        <div className="shift-count-groups">
          {group('note')}
          {group('coin')}
        </div>
      ) : (
        <NumberInput
          size="lg"
          label={s.amount}
          min={0}
          decimalScale={2}
          allowNegative={false}
          hideControls
          thousandSeparator=","
          value={value.amount}
          onChange={(v) => onChange({ ...value, amount: typeof v === 'number' ? v : '' })}
          data-testid="count-amount"
          data-autofocus
        />
      )}
      <div className="shift-count-total">
        <Text fw={700}>{s.countTotal}</Text>
        <Text fw={800} size="xl" data-testid="count-total">
          <Sar value={halalasToSar(total ?? 0)} />
        </Text>
      </div>
    </div>
  );
}
