import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

/**
 * A light button that picks one backup archive (.gz) from the device and hands it to `onPick`
 * (the backups and invoice-backups screens, decision 0050).
 */
export function UploadButton(props: {
  label: string;
  onPick: (file: File | null) => void;
  loading: boolean;
  disabled: boolean;
  testId: string;
}) {
  return (
    <FileButton onChange={props.onPick} accept=".gz,application/gzip" disabled={props.disabled}>
      {(fileProps) => (
        <Button
          {...fileProps}
          variant="light"
          leftSection={<IconUpload size={18} />}
          loading={props.loading}
          disabled={props.disabled}
          data-testid={props.testId}
        >
          {props.label}
        </Button>
      )}
    </FileButton>
  );
}
