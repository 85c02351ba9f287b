/**
 * Measurements that run inside the page, installed with `page.addInitScript` as plain JavaScript
 * (a string, so that no transpiler helper leaks into the browser). Each returns milliseconds from
 * `performance.now()` in the page, so no browser ↔ Node round trip is counted.
 *
 * "Settled" = the last DOM change under the target before the main thread went idle
 * (requestIdleCallback runs only when no other task is queued, so a deferred React render that
 * yields between slices is waited for).
 */
export const PROBES = String.raw`
window.__bench = (() => {
  const tiles = () => [...document.querySelectorAll('button[data-testid^="pos-product-"]')];
  const lineCount = () =>
    [...document.querySelectorAll('[data-testid^="pos-line-"]')].filter((e) =>
      /^pos-line-\d+$/.test(e.getAttribute('data-testid'))).length;
  const idle = () => new Promise((r) => requestIdleCallback(() => r(performance.now()), { timeout: 120000 }));
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));

  /** Runs action() and resolves with ms until the target's DOM settled. */
  async function settle(target, action) {
    let last = 0;
    const mo = new MutationObserver(() => { last = performance.now(); });
    mo.observe(target, { childList: true, subtree: true, attributes: true, characterData: true });
    const t0 = performance.now();
    action();
    let end = await idle();
    // A render may have been scheduled after the first idle slot; wait for a quiet one.
    for (let i = 0; i < 3; i++) { await frame(); end = await idle(); }
    mo.disconnect();
    return (last || end) - t0;
  }

  /**
   * Taps n tiles not yet in the cart; for each, [ms from the click until its line is in the cart,
   * ms until the frame that paints it has been produced (the next frame after the DOM change)].
   */
  async function taps(n) {
    const out = [];
    for (let i = 0; i < n; i++) {
      const tile = tiles().find((t) => t.getAttribute('data-in-cart') !== 'true' && !t.disabled);
      if (!tile) break;
      const want = lineCount() + 1;
      const cart = document.querySelector('[data-testid="pos-cart"]');
      const done = new Promise((resolve) => {
        const mo = new MutationObserver(() => {
          if (lineCount() >= want) { mo.disconnect(); resolve(performance.now()); }
        });
        mo.observe(cart, { childList: true, subtree: true });
      });
      const t0 = performance.now();
      tile.click();
      const inDom = (await done) - t0;
      // rAF runs before the paint of its frame; the second one runs once that frame was painted.
      await frame();
      const painted = (await frame()) - t0;
      out.push([inDom, painted]);
      await idle();
    }
    return out;
  }

  function setInput(input, value) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  /** Types text one character at a time; ms per keystroke until the grid settled. */
  async function search(text) {
    const input = document.querySelector('[data-testid="pos-search"]');
    const grid = document.querySelector('.pos-catalogue');
    const out = [];
    for (let i = 1; i <= text.length; i++)
      out.push(await settle(grid, () => setInput(input, text.slice(0, i))));
    await settle(grid, () => setInput(input, ''));
    return out;
  }

  /** Clicks each category tab by test id; ms until the grid settled. */
  async function categories(ids) {
    const grid = document.querySelector('.pos-catalogue');
    const out = [];
    for (const id of ids) {
      const tab = document.querySelector('[data-testid="pos-category-' + id + '"]');
      out.push(await settle(grid, () => tab.click()));
    }
    return out;
  }

  function categoryIds() {
    return [...document.querySelectorAll('[data-testid^="pos-category-"]')]
      .map((e) => e.getAttribute('data-testid').slice('pos-category-'.length));
  }

  /** Scrolls the product grid for ms milliseconds, 120 px a frame; frame durations in ms. */
  async function scroll(ms) {
    const grid = document.querySelector('.pos-catalogue .pos-scroll') ||
      document.querySelector('.pos-scroll');
    const frames = [];
    let prev = await frame();
    const end = prev + ms;
    let down = true;
    while (prev < end) {
      if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 2) down = false;
      if (grid.scrollTop <= 0) down = true;
      grid.scrollTop += down ? 120 : -120;
      const now = await frame();
      frames.push(now - prev);
      prev = now;
    }
    grid.scrollTop = 0;
    return frames;
  }

  return { taps, search, categories, categoryIds, scroll,
    domNodes: () => document.getElementsByTagName('*').length, tileCount: () => tiles().length };
})();
`;
