import { useEffect } from 'react';

/**
 * A keyboard-wedge barcode scanner (decision 0048) types the code's characters as key presses, a
 * few milliseconds apart, then Enter. When no text field has the focus, the POS collects such a
 * burst itself: characters closer than SCAN_KEY_GAP_MS (ms) to the previous one belong to the
 * same code; Enter within that gap ends a code of at least MIN_SCAN_LENGTH characters. A person
 * pressing Enter on a focused tile (no burst before it) still presses the tile.
 */
export const SCAN_KEY_GAP_MS = 80;
export const MIN_SCAN_LENGTH = 3;

/** Collects one burst of characters; `at` are event times in ms (performance.now()). */
export function createScanBuffer() {
  let text = '';
  let last = -Infinity;
  return {
    /** A printable character typed at `at`. */
    key(char: string, at: number) {
      if (at - last > SCAN_KEY_GAP_MS) text = '';
      text += char;
      last = at;
    },
    /** Enter at `at`: the scanned code, or null when what came before was no scan. */
    enter(at: number): string | null {
      const code = at - last <= SCAN_KEY_GAP_MS && text.length >= MIN_SCAN_LENGTH ? text : null;
      text = '';
      last = -Infinity;
      return code;
    },
  };
}

/** True for an element that takes typed text itself (the search box handles its own Enter). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Listens on the document while mounted and calls `onCode` with each scanned code typed while no
 * text field has the focus; the Enter that ends a scan is kept from the focused element (a tile
 * focused by the last tap would otherwise be pressed again).
 */
export function useBarcodeScanner(onCode: (code: string) => void): void {
  // `onCode` changes only with the catalogue or when a sale is saved: listening again is cheap.
  useEffect(() => {
    const buffer = createScanBuffer();
    function onKeyDown(e: KeyboardEvent) {
      if (e.ctrlKey || e.altKey || e.metaKey || isEditable(e.target)) return;
      const at = performance.now();
      if (e.key === 'Enter') {
        const code = buffer.enter(at);
        if (code === null) return;
        e.preventDefault();
        e.stopPropagation();
        onCode(code);
      } else if (e.key.length === 1) buffer.key(e.key, at);
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [onCode]);
}
