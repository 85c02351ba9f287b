import { Box, Button, FileButton, Group, Input, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useUploadImage } from './api/upload-image';
import { ProductImage } from './ProductTile';

/** The types and size the server accepts for a product image (decision 0010). */
const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Product image: a preview and a button; the chosen file is checked here (type, 5 MB) and uploaded
 * at once, then `onUploaded` receives the generated name and its URL. The server's refusal (413, 415)
 * is shown under the field.
 */
export function ImageField(props: {
  business: string;
  previewUrl: string;
  error?: React.ReactNode;
  onUploaded: (image: string, url: string) => void;
  onError: (message: string) => void;
}) {
  const upload = useUploadImage(props.business);
  const resetRef = useRef<() => void>(null);

  function choose(file: File | null) {
    if (!file) return;
    resetRef.current?.(); // so that choosing the same file again (after fixing it) fires again
    if (!ACCEPT.split(',').includes(file.type)) return props.onError(t.catalogue.image.badType);
    if (file.size > MAX_BYTES) return props.onError(t.catalogue.image.tooLarge);
    upload.mutate(file, {
      onSuccess: (res) => props.onUploaded(res.image, res.url),
      onError: (err) => props.onError(errorMessage(err)),
    });
  }

  return (
    <Input.Wrapper
      label={t.catalogue.image.label}
      error={props.error}
      description={t.catalogue.image.hint}
    >
      <Group gap="md" mt="xs" align="center" wrap="nowrap">
        <Paper
          withBorder
          radius="md"
          w={144}
          h={144}
          style={{ overflow: 'hidden', flexShrink: 0 }}
          pos="relative"
        >
          <Box h="100%" data-testid="product-image-preview">
            <ProductImage
              key={props.previewUrl}
              src={props.previewUrl}
              alt={t.catalogue.image.preview}
            />
          </Box>
          {upload.isPending && (
            <Stack
              pos="absolute"
              inset={0}
              bg="rgba(255,255,255,0.8)"
              align="center"
              justify="center"
              gap={4}
            >
              <Loader size="sm" />
              <Text size="xs">{t.catalogue.image.uploading}</Text>
            </Stack>
          )}
        </Paper>
        <FileButton
          onChange={choose}
          accept={ACCEPT}
          resetRef={resetRef}
          inputProps={{ 'data-testid': 'product-image-input' } as object}
        >
          {(p) => (
            <Button
              {...p}
              variant="default"
              size="md"
              leftSection={<IconUpload size={18} />}
              loading={upload.isPending}
              data-testid="product-image-button"
            >
              {props.previewUrl ? t.catalogue.image.replace : t.catalogue.image.choose}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
