import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { WEB_ASSETS_DIR } from './src/domain/top-level-paths';

// The web app lives in src/web; the server serves dist/web.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  // assetsDir named in src/domain, so no business can take /assets as its key.
  build: {
    outDir: '../../dist/web',
    assetsDir: WEB_ASSETS_DIR,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/static': 'http://localhost:3000' } },
});
