// jsdom lacks the layout APIs Mantine and the virtualized grid read; give them inert versions
// (Mantine's own testing guide does the same), and unmount every screen after its test.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/zod-jitless';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoResizeObserver as unknown as typeof ResizeObserver;
// jsdom lays nothing out (every size is 0): every element measures as a landscape tablet, so the
// virtualized product grid (which reads its scroller's client size) renders its first rows.
Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 768 });
window.HTMLElement.prototype.scrollIntoView = () => {};
window.HTMLElement.prototype.scrollTo = () => {};

// A lazy screen's first import in a busy test run can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Mantine's notifications live in a module-level store, which the screen files share
  // (isolate: false): a test's notices must not fill the next test's queue.
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
  localStorage.clear();
});
