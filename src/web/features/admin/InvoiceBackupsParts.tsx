import { Alert, SegmentedControl, Select } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { t } from '../../locales/ar';

const tb = t.admin.invoiceBackups;

/** UTC ms → `YYYY-MM-DD HH:mm:ss UTC` (the name's date is shown in UTC). */
export function utcDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export type Message = { ok: boolean; text: string };

/** The message line: the server's answer as it is — teal when done, red when refused. */
export function MessageLine({ message }: { message: Message }) {
  return (
    <Alert
      color={message.ok ? 'teal' : 'red'}
      icon={message.ok ? <IconCircleCheck /> : <IconAlertTriangle />}
      title={message.ok ? tb.done : tb.failed}
      data-testid="backup-message"
      data-ok={message.ok}
    >
      {message.text}
    </Alert>
  );
}

/** The businesses switch: buttons for a few businesses, a list for many. */
export function BusinessSwitch(props: {
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (key: string) => void;
}) {
  if (props.options.length <= 4)
    return (
      <SegmentedControl
        data={props.options}
        value={props.value}
        onChange={props.onChange}
        aria-label={tb.business}
        data-testid="backup-business"
      />
    );
  return (
    <Select
      label={tb.business}
      data={props.options}
      value={props.value}
      onChange={(v) => v && props.onChange(v)}
      allowDeselect={false}
      searchable
      data-testid="backup-business"
    />
  );
}
