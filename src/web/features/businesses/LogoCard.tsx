import { Button, Center, FileInput, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { BusinessProfile } from '../../../domain/business';
import { ApiError, errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { LOGO_MAX_BYTES, LOGO_TYPES, useUploadLogo } from './api/upload-logo';

/** Why a chosen file cannot be a logo, or null (the server checks the content again). */
function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type))
    return t.businesses.profile.logoWrongType;
  if (file.size > LOGO_MAX_BYTES) return t.businesses.profile.logoTooLarge;
  return null;
}

/** The current logo and an upload (PNG, JPEG or WebP up to 5 MB). */
export function LogoCard({ business }: { business: BusinessProfile }) {
  const text = t.businesses.profile;
  const upload = useUploadLogo(business.key);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  function choose(f: File | null) {
    setFile(f);
    setError(f ? logoProblem(f) : null);
  }

  function send() {
    if (!file) return setError(text.logoRequired);
    if (error) return;
    upload.mutate(file, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: text.uploaded });
        setFile(null);
      },
      onError: (err) => {
        // 413 / 415 / a missing file belong to the field; anything else (403, network) is a notification.
        if (
          err instanceof ApiError &&
          (err.status === 413 || err.status === 415 || err.fields.file)
        )
          setError(err.fields.file ?? err.message);
        else notifications.show({ color: 'red', message: errorMessage(err) });
      },
    });
  }

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="logo-card">
      <Stack>
        <Title order={4}>{text.logo}</Title>
        <Center bg="gray.0" h={140} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {business.logoUrl ? (
            <Image
              src={business.logoUrl}
              alt={text.logoAlt(business.nameAr)}
              h={120}
              w="auto"
              fit="contain"
              data-testid="logo-image"
            />
          ) : (
            <Stack align="center" gap={4}>
              <IconPhoto size={40} stroke={1.3} color="var(--mantine-color-gray-5)" />
              <Text size="sm" c="dimmed">
                {text.noLogo}
              </Text>
            </Stack>
          )}
        </Center>
        <FileInput
          label={text.chooseLogo}
          description={text.logoHint}
          placeholder={text.noFile}
          accept={LOGO_TYPES.join(',')}
          value={file}
          onChange={choose}
          error={error}
          clearable
          leftSection={<IconPhoto size={18} />}
          data-testid="logo-input"
        />
        <Button
          leftSection={<IconUpload size={18} />}
          onClick={send}
          loading={upload.isPending}
          disabled={!file || Boolean(error)}
          data-testid="upload-logo"
        >
          {text.upload}
        </Button>
      </Stack>
    </Paper>
  );
}
