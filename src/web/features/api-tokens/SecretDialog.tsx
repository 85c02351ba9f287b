import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { t } from '../../locales/ar';

const ts = t.apiTokens.secret;

/**
 * The one time a token's secret is seen (decision 0058): the secret, a copy button and the warning
 * that it will not be shown again. Closing it forgets the secret (the caller drops it).
 */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={ts.title}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md" data-testid="api-token-secret-dialog">
        <Alert color="orange" icon={<IconAlertTriangle />}>
          {ts.warning}
        </Alert>
        <Code block dir="ltr" data-testid="api-token-secret" style={{ wordBreak: 'break-all' }}>
          {secret ?? ''}
        </Code>
        <Text size="sm" c="dimmed">
          {ts.usage} <Code dir="ltr">{ts.usageHeader}</Code>
        </Text>
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : 'blue'}
                leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                onClick={copy}
                mih={44}
                data-testid="copy-api-token"
              >
                {copied ? ts.copied : ts.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} mih={44} data-testid="close-api-token-secret">
            {ts.done}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
