import type { Page } from 'playwright-core';

/**
 * Browser-side checks of the POS layout (decision 0048), shared by the POS browser tests.
 *
 * clippedTexts: every text of each element matching `selector` (a tile, a cart line) must be
 * drawn inside that element and inside the nearest box that clips it (overflow not visible): each
 * line's box from Range.getClientRects — the font's full ascent-to-descent height, so a cut dot of
 * ي or a cut second line shows — must lie within both. A line that starts below the clipping box
 * is one hidden on purpose after two full lines and an ellipsis. Returns one description per
 * clipped line (empty when none).
 */
export function clippedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const outside = (r: DOMRect, c: DOMRect) =>
      r.top < c.top - 0.5 ||
      r.bottom > c.bottom + 0.5 ||
      r.left < c.left - 0.5 ||
      r.right > c.right + 0.5;
    for (const box of document.querySelectorAll(sel)) {
      const container = box.getBoundingClientRect();
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let clip: Element = box;
        for (let el = node.parentElement; el && el !== box; el = el.parentElement) {
          const s = getComputedStyle(el);
          if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
            clip = el;
            break;
          }
        }
        const c = clip.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width === 0 || r.top >= c.bottom - 0.5) continue;
          if (outside(r, c) || outside(r, container))
            out.push(
              `${box.getAttribute('data-testid')}: «${node.textContent.trim()}» ` +
                `line ${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(c.top)}–${Math.round(c.bottom)}`,
            );
        }
      }
    }
    return out;
  }, selector);
}

/**
 * Every visible button, link, select and text box under `selector` smaller than 44 × 44 CSS px
 * (the touch target size of WCAG 2.5.5), as descriptions (empty when none).
 */
export function smallTouchTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel))
      for (const el of root.querySelectorAll('button, a[href], select, input')) {
        // The layout box, not the painted one: a toast still scaling in is not a small target.
        const r = el as HTMLElement;
        const [width, height] = [r.offsetWidth, r.offsetHeight];
        if (width === 0 && height === 0) continue;
        if (width < 44 || height < 44)
          out.push(
            `${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim()}: ${width}×${height}`,
          );
      }
    return out;
  }, selector);
}

/**
 * What a keyboard-wedge scanner does (decision 0048): the code's characters and Enter as key
 * presses on the focused element, in one burst. Sent inside the page in one task, so the burst
 * does not depend on how fast this machine answers the test (typing through CDP would).
 */
export function scan(page: Page, code: string): Promise<void> {
  return page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...text, 'Enter'])
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}
