import {
  Alert,
  Badge,
  Drawer,
  Modal,
  Notification,
  Pagination,
  createTheme,
  type MantineColorsTuple,
} from '@mantine/core';
import { t } from '../locales/ar';

/**
 * Mantine's palettes with shade 6 and darker replaced so that text of that shade reads at WCAG 2
 * AA (4.5:1 or more) on white, on the light grey of striped rows and on the colour's own 10–12 %
 * tint (light buttons, badges, alerts), and white text reads on it as a filled button. Shades 0–5
 * (backgrounds, borders) are Mantine's own. Ratios (shade 6 on white / on its tint / white on it)
 * are in docs/decisions/0053-accessible-colours-and-names.md.
 */
const palettes: Record<string, MantineColorsTuple> = {
  // The brand: a darker teal, same hue as Mantine's (#12b886 → #08735c).
  teal: [
    '#e6fcf5',
    '#c3fae8',
    '#96f2d7',
    '#63e6be',
    '#38d9a9',
    '#20c997',
    '#08735c',
    '#066652',
    '#055a48',
    '#044d3e',
  ],
  // Only shade 6, which Mantine uses for dimmed text and grey buttons (#868e96 → #646b72).
  gray: [
    '#f8f9fa',
    '#f1f3f5',
    '#e9ecef',
    '#dee2e6',
    '#ced4da',
    '#adb5bd',
    '#646b72',
    '#495057',
    '#343a40',
    '#212529',
  ],
  red: [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#c02424',
    '#a81e1e',
    '#931a1a',
    '#7d1616',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#b83f0c',
    '#a2370a',
    '#8c3009',
    '#762807',
  ],
  blue: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#1864ab',
    '#155a99',
    '#124e85',
    '#0f4270',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#237032',
    '#1e622b',
    '#1a5525',
    '#15471f',
  ],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#7d6000',
    '#6e5400',
    '#5f4900',
    '#503d00',
  ],
};

const a11y = t.common.a11y;

/**
 * Sanad's Mantine theme: Cairo, the teal brand, the palettes above, reduced motion when the
 * device asks for it, and an Arabic name on every control Mantine draws as an icon alone (the
 * close buttons of dialogs, drawers, alerts and notices; the arrows of page lists). Decision 0053.
 */
export const theme = createTheme({
  fontFamily: 'Cairo, "Noto Sans Arabic", Tahoma, sans-serif',
  headings: { fontFamily: 'Cairo, "Noto Sans Arabic", Tahoma, sans-serif' },
  primaryColor: 'teal',
  defaultRadius: 'md',
  colors: palettes,
  respectReducedMotion: true,
  components: {
    // A badge keeps its whole word, and Cairo's tall Arabic letters, instead of «يد…» in a
    // narrow table column (Mantine clips and ellipsises badge text by default).
    Badge: Badge.extend({
      styles: {
        root: { minWidth: 'max-content', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t.common.close } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': t.common.close } } }),
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: t.common.close } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': t.common.close } },
    }),
    Pagination: Pagination.extend({
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': a11y.pageControls[control] }),
        getItemProps: (page) => ({ 'aria-label': a11y.page(page) }),
      },
    }),
  },
});
