import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../domain/permissions';
import { MAX_QR_TEXT_LENGTH } from '../../../domain/limits';
import { useSession } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useGenerateQr } from './api/qr';

const tq = t.admin.qr;

/**
 * /admin/qr — the QR page of the legacy app: a text box, Generate QR Code, the image
 * with download (PNG) and print, and the links of the page whose screens exist (back, the admin
 * home, the invoice and database backups for an administrator). The text is checked by the server (text
 * rule, at most MAX_QR_TEXT_LENGTH characters); its Arabic refusal is shown under the box.
 */
export function QrPage() {
  const role = useSession()?.role ?? '';
  const [text, setText] = useState('');
  const generate = useGenerateQr();
  const img = generate.data ? `data:image/png;base64,${generate.data.img}` : null;

  return (
    <Stack gap="lg">
      <PageHeader title={tq.title} back="/admin" />
      <Group gap="md" className="no-print" data-testid="qr-links">
        <Text c="dimmed" size="sm">
          {tq.links}:
        </Text>
        <Anchor component={Link} to="/admin">
          {tq.adminHome}
        </Anchor>
        {can(role, 'backups.manage') && (
          <>
            <Anchor component={Link} to="/admin/backup">
              {tq.invoiceBackup}
            </Anchor>
            <Anchor component={Link} to="/admin/backupdp">
              {tq.databaseBackup}
            </Anchor>
          </>
        )}
      </Group>
      <form
        className="no-print"
        onSubmit={(e) => {
          e.preventDefault();
          generate.mutate(text);
        }}
      >
        <Stack gap="sm" maw={640}>
          <Textarea
            label={tq.text}
            description={tq.textHint(MAX_QR_TEXT_LENGTH)}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={MAX_QR_TEXT_LENGTH}
            error={generate.isError ? errorMessage(generate.error) : undefined}
            data-testid="qr-text"
          />
          <Group>
            <Button
              type="submit"
              leftSection={<IconQrcode size={18} />}
              loading={generate.isPending}
              data-testid="qr-generate"
            >
              {tq.generate}
            </Button>
          </Group>
        </Stack>
      </form>
      {generate.isError && (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={tq.failed}
          className="no-print"
          maw={640}
        >
          {errorMessage(generate.error)}
        </Alert>
      )}
      {img ? (
        <Card withBorder maw={360} data-testid="qr-result">
          <Stack align="center" gap="sm">
            <Title order={3} size="h5" className="no-print">
              {tq.result}
            </Title>
            <Image src={img} alt={tq.imageAlt(generate.variables ?? '')} w={280} h={280} />
            <Group className="no-print">
              <Button
                component="a"
                href={img}
                download="qr.png"
                variant="light"
                leftSection={<IconDownload size={18} />}
                data-testid="qr-download"
              >
                {tq.download}
              </Button>
              <Button
                variant="light"
                leftSection={<IconPrinter size={18} />}
                onClick={() => window.print()}
                data-testid="qr-print"
              >
                {tq.print}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        !generate.isPending && (
          <Text c="dimmed" className="no-print">
            {tq.empty}
          </Text>
        )
      )}
    </Stack>
  );
}
