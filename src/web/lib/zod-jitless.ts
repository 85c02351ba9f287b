import { z } from 'zod';

// Zod 4 probes for eval (`new Function("")`) the first time it parses an object, to compile a fast
// parser; under the server's Content-Security-Policy (script-src 'self', decision 0010) Chromium
// reports that probe as a violation on every page, although zod catches the error. jitless
// parsing skips the probe; the web app's form-sized objects do not need the JIT. Imported first
// in main.tsx, before any module can parse at load time.
z.config({ jitless: true });
