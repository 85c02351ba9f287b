/**
 * The document font: Cairo, from the npm package @expo-google-fonts/cairo, so a
 * fresh clone has it after `npm install`. Paths are resolved through Node's module resolution,
 * never relative to the working directory.
 */
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

/** Absolute path of Cairo Regular (TTF). */
export const CAIRO_REGULAR =
  require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf');
/** Absolute path of Cairo Bold (TTF). */
export const CAIRO_BOLD = require.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf');

/** The family name the canvas renderers use in `ctx.font`. */
export const CANVAS_FAMILY = 'SanadCairo';

let registered = false;

/**
 * Registers Cairo Regular and Bold with @napi-rs/canvas's GlobalFonts, once per process.
 * @throws Error when the font files cannot be loaded.
 */
export function registerCanvasFonts(): void {
  if (registered) return;
  const regular = GlobalFonts.registerFromPath(CAIRO_REGULAR, CANVAS_FAMILY);
  const bold = GlobalFonts.registerFromPath(CAIRO_BOLD, CANVAS_FAMILY);
  if (!regular || !bold) throw new Error(`cannot register the Cairo font from ${CAIRO_REGULAR}`);
  registered = true;
}
