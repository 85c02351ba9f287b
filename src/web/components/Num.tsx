import type { ReactNode } from 'react';

/** Keeps numbers, VAT numbers and ids left-to-right inside Arabic text. */
export function Num({ children }: { children: ReactNode }) {
  return (
    <bdi className="ltr num" dir="ltr">
      {children}
    </bdi>
  );
}
