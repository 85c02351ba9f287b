import { Alert, Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  webhookUrlProblem,
  type WebhookEventType,
} from '../../../domain/webhooks';
import { t } from '../../locales/ar';

/** What the add form posts (POST webhooks). */
export interface WebhookValues {
  url: string;
  events: WebhookEventType[];
  allowPrivate: boolean;
}

/**
 * The dialog that registers a webhook endpoint (decision 0059): the URL (judged by
 * webhookUrlProblem before posting; the server then checks where it points), the events as
 * checkboxes with their Arabic names, and the allow-private switch with its warning.
 * `form` is handed back to `onSave` so the server's field errors land on their inputs.
 */
export function WebhookForm(props: {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (values: WebhookValues, form: { setFieldError(p: string, e: string): void }) => void;
}) {
  const text = t.webhooks;
  const form = useForm<WebhookValues>({
    initialValues: { url: '', events: ['invoice.issued'], allowPrivate: false },
    validate: {
      url: (v, values) => webhookUrlProblem(v.trim(), values.allowPrivate),
      events: (v) => (v.length === 0 ? text.eventsHint : null),
    },
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={text.add} centered size="lg">
      <form
        onSubmit={form.onSubmit((v) => props.onSave({ ...v, url: v.url.trim() }, form))}
        data-testid="webhook-form"
      >
        <Stack>
          <TextInput
            label={text.url}
            description={text.urlHint}
            placeholder="https://example.com/sanad/webhooks"
            dir="ltr"
            autoComplete="off"
            data-autofocus
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="webhook-url"
            {...form.getInputProps('url')}
          />
          <Checkbox.Group
            label={text.events}
            description={text.eventsHint}
            {...form.getInputProps('events')}
          >
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={WEBHOOK_EVENT_LABELS[type]}
                  size="md"
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  data-testid={`webhook-event-${type}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            label={text.allowPrivate}
            size="md"
            data-testid="webhook-allow-private"
            {...form.getInputProps('allowPrivate', { type: 'checkbox' })}
          />
          {form.values.allowPrivate && (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={18} />}
              data-testid="webhook-private-warning"
            >
              {text.allowPrivateWarning}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t.common.cancel}
            </Button>
            <Button type="submit" loading={props.saving} data-testid="webhook-save">
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
