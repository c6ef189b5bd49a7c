import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The PWA build. The server (server/main.ts) serves dist/client and injects the runtime
// configuration into index.html, so one build runs against any identity provider.
export default defineConfig({
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The signed-out entry screens are not split: they are the first thing a phone renders,
      // and a separate chunk would cost one more round trip before anything readable appears.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (['/login', '/auth/login', '/signup'].includes(routeId) ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Store screenshots and the help videos (with their posters and text tracks) are never
        // precached: they load from the network only when someone opens them (docs/decisions/015).
        // pdf-lib (combining scanned pages) is cached when first used instead (sw/rules.ts LAZY_CODE).
        globIgnores: ['**/screenshots/**', '**/videos/**', '**/assets/pdf-writer-*.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
});
