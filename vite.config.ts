import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.resolve(import.meta.dirname, 'src/client');

/**
 * The GETs a logged-in child needs offline (issue 18): their session and the site's config,
 * their archive list and their stories, the reading and science stories with their images,
 * and their reading settings. Network first, the cache only when
 * the network does not answer. The server marks every /api/ answer `no-store` (no HTTP cache,
 * no proxy): this cache is deliberate and ours, and the client empties it on logout and when
 * another profile logs in (src/client/features/offline/api-cache.ts).
 */

export default defineConfig({
  root,
  publicDir: path.resolve(root, 'public'),
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits until the user agrees (or the next open): never old and new chunks mixed.
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'FantasMia',
        short_name: 'FantasMia',
        description: 'Bambini e adulti inventano storie insieme, passo dopo passo.',
        lang: 'it',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#6d28d9',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every lazy route chunk, fonts included; revisioned (hashed) URLs.
        globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once; an update waits (skipWaiting false).
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && 
              // Written out here: workbox copies this function's text into sw.js.
              /^\/api\/(session|config|ai\/status|stories(\/[^/]+)?|reading-stories(\/[^/]+)?|science-stories(\/[^/]+)?|images\/[^/]+|profile\/reading-settings)$/.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'fantasmia-api',
              networkTimeoutSeconds: 10,
              // ignoreVary: the server's answers vary on the cookie; one profile's cache at a time.
              matchOptions: { ignoreVary: true },
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
