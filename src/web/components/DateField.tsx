import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { isCalendarDate } from '../../domain/zoned-day';
import { t } from '../locales/ar';

/** What the field takes: a TextInput's props, its value a date `YYYY-MM-DD` or ''. */
export type DateFieldProps = Omit<TextInputProps, 'type' | 'value' | 'onChange'> & {
  value?: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * Sanad's one date field (decision 0050): the date written as everywhere in Sanad, `YYYY-MM-DD`
 * with Latin digits, left to right (riyadhDate, riyadhDateTime), whatever the browser's own date
 * format — a native date input shows mm/dd/yyyy in an English browser. The calendar button opens
 * the browser's picker, whose choice is written back in that format. The value is a calendar date
 * (a Riyadh day where the screen reads it so) or '' and goes to `onChange` like a text input's;
 * a value that is not a real date shows the Arabic hint as the field's error.
 */
export function DateField({ value = '', onChange, error, ...props }: DateFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const bad = value !== '' && !isCalendarDate(value);
  function picked(e: ChangeEvent<HTMLInputElement>) {
    const field = input.current;
    if (!field) return;
    // Set the value the way React sees a typed one, so the caller's onChange runs as for typing.
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    set?.call(field, e.currentTarget.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return (
    <TextInput
      {...props}
      ref={input}
      value={value}
      onChange={onChange}
      type="text"
      inputMode="numeric"
      placeholder={t.common.datePlaceholder}
      maxLength={10}
      dir="ltr"
      error={error ?? (bad ? t.common.dateHint : undefined)}
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t.common.pickDate}
            onClick={() => picker.current?.showPicker?.()}
            tabIndex={-1}
          >
            <IconCalendar size={16} />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={isCalendarDate(value) ? value : ''}
            onChange={picked}
            style={{ position: 'absolute', opacity: 0, width: 0, height: 0, border: 0, padding: 0 }}
          />
        </>
      }
    />
  );
}
