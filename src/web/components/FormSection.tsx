import { Divider, Stack, Title } from '@mantine/core';

/** A titled section inside a long form (names, prices; client, address, contact). */
export function FormSection({ title }: { title: string }) {
  return (
    <Stack gap={6} mt="xs">
      <Title order={4}>{title}</Title>
      <Divider />
    </Stack>
  );
}
