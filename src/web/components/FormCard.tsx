import { Paper } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A bordered, rounded card that is a <form>. The browser's own checks are off (noValidate): the
 * zod schema of the request judges the values and its messages show inline.
 */
export function FormCard(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      maw={props.maw}
      component="form"
      noValidate
      onSubmit={props.onSubmit}
      data-testid={props.testId}
    >
      {props.children}
    </Paper>
  );
}
