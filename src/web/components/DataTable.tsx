import {
  Paper,
  ScrollArea,
  Table,
  type ScrollAreaProps,
  type TableProps,
  type TableThProps,
} from '@mantine/core';
import { isValidElement, type CSSProperties, type ReactNode } from 'react';

/** A header cell with its own props (alignment, width, …): `{ label: t.x, ta: 'end' }`. */
export type ColumnSpec = Omit<TableThProps, 'children'> & { label?: ReactNode };

/**
 * One header cell: its label (text or element), a ColumnSpec, or `false`/`null`/`undefined` to
 * leave the column out (e.g. `writer && t.columns.actions`).
 */
export type Column = ReactNode | ColumnSpec;

function isSpec(column: Column): column is ColumnSpec {
  return (
    typeof column === 'object' &&
    column !== null &&
    !isValidElement(column) &&
    !(Symbol.iterator in column)
  );
}

/**
 * The list table of the screens: header cells from `columns` and the rows (`children`, each a
 * <Table.Tr> with its key) in the body, then `foot` (a <Table.Tfoot> or <Table.Caption>) if any.
 *
 * `wrapper` picks the wrapper: `'card'` (the default) is a bordered rounded Paper around a
 * ScrollArea (`scrollType`, `paperStyle`), the table at least `minWidth` px wide; `'scroll'` is a
 * bare Table.ScrollContainer of `minWidth` px (`mt` above it); `'none'` is the table alone (in a
 * dialog, `minWidth` unused). Every other prop (striped,
 * verticalSpacing, data-testid, …) goes to the <Table>. The caller keeps its own loading and
 * empty states.
 */
export function DataTable({
  columns,
  minWidth,
  wrapper = 'card',
  scrollType,
  paperStyle,
  mt,
  foot,
  children,
  ...tableProps
}: Omit<TableProps, 'children' | 'mt'> & {
  columns: readonly Column[];
  minWidth?: number;
  wrapper?: 'card' | 'scroll' | 'none';
  scrollType?: ScrollAreaProps['type'];
  paperStyle?: CSSProperties;
  mt?: TableProps['mt'];
  foot?: ReactNode;
  children: ReactNode;
}) {
  const head = columns.map((column, i) => {
    if (column === false || column === null || column === undefined) return null;
    if (isSpec(column)) {
      const { label, ...th } = column;
      return (
        <Table.Th key={i} {...th}>
          {label}
        </Table.Th>
      );
    }
    return <Table.Th key={i}>{column}</Table.Th>;
  });
  const table = (miw?: number) => (
    <Table {...tableProps} {...(miw === undefined ? {} : { miw })}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
      {foot}
    </Table>
  );
  if (wrapper === 'none') return table();
  // A table wider than the screen scrolls sideways: its scroller takes the keyboard focus so that
  // the arrow keys scroll it (WCAG 2.1.1; decision 0053).
  const viewportProps = { tabIndex: 0 };
  if (wrapper === 'scroll')
    return (
      <Table.ScrollContainer
        minWidth={minWidth ?? 0}
        scrollAreaProps={{ viewportProps }}
        {...(mt === undefined ? {} : { mt })}
      >
        {table()}
      </Table.ScrollContainer>
    );
  return (
    <Paper withBorder radius="lg" {...(paperStyle ? { style: paperStyle } : {})}>
      <ScrollArea viewportProps={viewportProps} {...(scrollType ? { type: scrollType } : {})}>
        {table(minWidth)}
      </ScrollArea>
    </Paper>
  );
}
