import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createServer, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { apiCacheOwnerPlugin } from './src/client/features/offline/api-cache-owner';
import { paths } from './src/client/paths';
import { ROUTE_HINTS_FILE, type RouteHints } from './src/shared/route-hints';
import type * as PrerenderModule from './src/client/app/prerender-home';

const root = path.resolve(import.meta.dirname, 'src/client');

/**
 * For the home page's JavaScript (figure P1 in docs/benchmarks.md): the libraries every page needs
 * at first paint are grouped into a few chunks that index.html preloads at once. Each group names
 * only modules the first paint already needs (a broad pattern such as all of Radix would make the
 * home page download the editors' widgets too). See docs/benchmarks.md.
 */
const nm = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${pattern})[\\\\/]`);
const src = (pattern: string) => new RegExp(`[\\\\/]src[\\\\/](?:${pattern})\\.tsx?$`);
const anyOf =
  (...tests: RegExp[]) =>
  (id: string) =>
    tests.some((t) => t.test(id));
const chunksOf = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] => Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
/** The built chunk that holds `src/client/<relative>`. */
const chunkHolding = (chunks: Rolldown.OutputChunk[], relative: string) =>
  chunks.find((c) => Object.keys(c.modules).some((id) => id.replaceAll('\\', '/').endsWith(`/src/client/${relative}`)));

const firstPaintGroups = [
  // React, React DOM, the router and TanStack Query: the shell of every screen.
  { name: 'vendor', test: nm('react|react-dom|scheduler|react-router|@tanstack[\\\\/](?:query-core|react-query)'), priority: 30 },
  // Radix's positioning of popups (Select, DropdownMenu, Popover share it). Select itself is not in
  // this group: the dashboard's profile menu needs the positioning but not Select (Lighthouse mobile
  // score, figure P2 in docs/benchmarks.md).
  {
    name: 'popper',
    test: nm(
      '@radix-ui[\\\\/](?:react-popper|react-collection|react-direction|number|react-visually-hidden|react-arrow|react-use-size)|@floating-ui[\\\\/][a-z-]+',
    ),
    priority: 20,
  },
  // What the layout and the home page draw at first paint besides React: buttons (Radix Slot),
  // cards, class merging, the icon base and the icons shown there. Dialogs (focus trap, scroll lock) are not
  // drawn at first paint: the reading settings dialog is lazy, so they stay with the screens.
  {
    name: 'ui',
    test: anyOf(
      nm('@radix-ui[\\\\/](?:react-slot|react-compose-refs)|class-variance-authority|clsx|tailwind-merge'),
      /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:shared|Icon|createLucideIcon|context|defaultAttributes|icons[\\/](?:chevron-down|log-out|layout-dashboard|house|loader-circle|puzzle))\b/,
      src(
        'client/components/ui/(?:button|card|spinner|deferred-select)|client/components/brand/logo|client/lib/cn|shared/constants|client/features/messages/unread-messages',
      ),
    ),
    // Before 'popper': the pieces both use belong here, so other screens need not load the popups.
    priority: 25,
  },
  // What a logged-in child's every screen loads after the session answers, besides its own code:
  // the reading support, the offline note and outboxes, the page header, the stories' query keys
  // and the archive's words. Apart they are 20 files of 0.3–4 KiB, and a phone on a slow network
  // pays a round-trip for each one more than for their bytes (Lighthouse mobile score, figure P2 in
  // docs/benchmarks.md). The anonymous home page loads none of them (P1). Only the named modules:
  // their own imports (the session, the API client) stay in the entry.
  {
    name: 'child',
    test: anyOf(
      src(
        'client/lib/use-media-query|client/features/reading-support/(?:child-reading-support|reading-ruler|reading-settings-button|use-reading-settings)|client/features/offline/(?:outbox|device-queue|recording-outbox)|client/features/stories/offline-status|client/features/stories/api/(?:story-query-keys|list-my-stories|get-story|delete-story)|client/components/layout/page-header|client/features/archive/use-resume-story|client/i18n/it/archive|shared/story-modes',
      ),
      /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]cloud-off\b/,
    ),
    includeDependenciesRecursively: false,
    priority: 15,
  },
  // What the lists of stories share (a child's archive, the class's stories, the superuser's
  // lists): the search box, the table, dates, the review note and the voice badge. Apart they are
  // eight files of under 1 KiB each, one round-trip apiece (figure P2).
  {
    name: 'lists',
    test: src(
      'client/components/ui/(?:input|table)|client/lib/(?:use-url-filters|format-date)|client/features/stories/review-note|shared/messages/moderation|client/features/voice/voice-badge|client/i18n/it/voice',
    ),
    includeDependenciesRecursively: false,
    priority: 12,
  },
  // The icons two or more screens share, in one file rather than one file each (1.4 KiB apiece, 42 of
  // them). An icon that one screen alone draws stays in that screen's code; those of the first paint are in 'ui'.
  {
    name: 'icons',
    test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 10,
  },
];

/**
 * For the home page's JavaScript and the Lighthouse mobile score (figures P1 and P2 in
 * docs/benchmarks.md): the home page's own chunk (and the chunks it imports, such as its catalogue)
 * is lazy, so the browser would only ask for it once the entry had downloaded and run: one
 * round-trip more before the first screen. `/` is where everyone arrives, so index.html names it as
 * a modulepreload next to the entry's (on another address it costs about 6 KiB of small files
 * fetched in parallel). The latin Nunito face every first screen draws (one variable file for its
 * text, bold and titles; 38 KB) is preloaded too, so it is there before React draws: arriving after
 * the first render, its swap would move the home page's profile card down (Lighthouse's CLS 0.23).
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'fantasmia:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const home = chunkHolding(chunksOf(bundle), 'routes/home.tsx');
        if (!home) throw new Error('preload-home-route: the chunk of routes/home.tsx was not found');
        const files = [home.fileName, ...home.imports].filter((file) => !html.includes(`/${file}"`));
        const fonts = Object.keys(bundle).filter((file) => /(?:^|\/)nunito-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (fonts.length !== 1) throw new Error(`preload-home-route: expected the latin Nunito face, found ${fonts.length}`);
        return [
          ...fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * For the Lighthouse mobile score (figure P2 in docs/benchmarks.md): left alone, a logged-in
 * child's screen starts with a chain of waits: the entry, then the session, then the screen's code,
 * then its data, one after the other. `route-hints.json` tells the server, for each address of
 * paths.ts whose screen is `routes/<address>.tsx` (`/` is routes/home.tsx), which files that
 * screen's code needs beyond index.html's; and which files every logged-in child's screen needs
 * (the reading support, the offline note). The server names them in the page it
 * sends (src/server/http/page-hints.ts) so that the browser asks for them all at once. `homeOnly`:
 * what index.html preloads for `/` alone.
 */
function routeHints(): Plugin {
  let outDir = '';
  return {
    name: 'fantasmia:route-hints',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle: {
      sequential: true,
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const inIndex = (file: string) => index.includes(`/${file}"`);
        const chunkOf = (relative: string) => chunkHolding(chunks, relative);
        // A chunk and everything it imports statically: what the browser fetches before running it.
        const closure = (file: string) => {
          const seen = new Set<string>();
          const visit = (f: string) => {
            if (seen.has(f)) return;
            seen.add(f);
            for (const next of byFile.get(f)?.imports ?? []) visit(next);
          };
          visit(file);
          return [...seen];
        };
        const routes: Record<string, string[]> = {};
        for (const address of Object.values(paths)) {
          if (typeof address !== 'string') continue;
          const chunk = chunkOf(`routes/${address === '/' ? 'home' : address.slice(1)}.tsx`);
          if (chunk) routes[address] = closure(chunk.fileName).filter((f) => !inIndex(f));
        }
        const childModules = ['features/reading-support/child-reading-support.tsx', 'features/stories/offline-status.tsx'];
        const child = new Set<string>();
        for (const relative of childModules) {
          const chunk = chunkOf(relative);
          if (!chunk) throw new Error(`route-hints: no chunk holds ${relative}`);
          for (const f of closure(chunk.fileName)) if (!inIndex(f)) child.add(f);
        }
        const home = chunkOf('routes/home.tsx');
        if (!home || !routes['/'] || !routes[paths.dashboard] || !routes[paths.userArchive])
          throw new Error('route-hints: the home, dashboard or archive screen was not found');
        const entry = chunkOf('main.tsx');
        if (!entry) throw new Error('route-hints: no entry chunk');
        const entryFiles = new Set(closure(entry.fileName));
        const homeOnly = closure(home.fileName).filter((f) => !entryFiles.has(f) && index.includes(`<link rel="modulepreload" crossorigin href="/${f}">`));
        const hints: RouteHints = { routes, child: [...child], homeOnly };
        fs.writeFileSync(path.join(outDir, ROUTE_HINTS_FILE), JSON.stringify(hints));
      },
    },
  };
}

/**
 * The GETs a logged-in child needs offline: their session and the site's config,
 * their archive list and their stories, the reading and science stories with their images,
 * and their reading settings. Network first, the cache only when
 * the network does not answer. The server marks every /api/ answer `no-store` (no HTTP cache,
 * no proxy): this cache is deliberate and ours. It belongs to one profile's session: an answer is
 * kept and shown only for the profile the device's owner record names (api-cache-owner.ts), and
 * the client empties it on logout (online or not), at expiry and when another profile logs in
 * (src/client/features/offline/device-owner.ts).
 */

/**
 * The anonymous home page drawn at build time (src/client/app/prerender-home.tsx), written as
 * `home.html`: index.html with the drawn page in #root. The server sends it on `/` to a visitor
 * without a session (its text shows before the JavaScript runs: figure P2 in docs/benchmarks.md);
 * the service worker keeps answering with index.html.
 */
function prerenderHome(): Plugin {
  let outDir = '';
  return {
    name: 'fantasmia:prerender-home',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          plugins: [react()],
          optimizeDeps: { noDiscovery: true, include: [] },
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
        });
        try {
          const entry = (await server.ssrLoadModule('/app/prerender-home.tsx')) as typeof PrerenderModule;
          const markup = await entry.renderHomeMarkup();
          // The Content-Security-Policy allows no inline script or style: the page must need none.
          if (/<script|\sstyle=/i.test(markup)) throw new Error('prerender-home: the drawn page contains a script or an inline style');
          const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const rootElement = /<div id="root">[\s\S]*?<\/div><\/div>/;
          if (!rootElement.test(index)) throw new Error('prerender-home: #root and its loading note not found in index.html');
          fs.writeFileSync(
            path.join(outDir, 'home.html'),
            index.replace(rootElement, () => `<div id="root">${markup}</div>`),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}

export default defineConfig({
  root,
  publicDir: path.resolve(root, 'public'),
  plugins: [
    react(),
    tailwindcss(),
    preloadHomeRoute(),
    routeHints(),
    prerenderHome(),
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
        globIgnores: ['**/*.br', '**/*.gz', 'home.html'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once; an update waits (skipWaiting false).
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              // Written out here: workbox copies this function's text into sw.js.
              /^\/api\/(session|config|ai\/status|stories(\/[^/]+)?|reading-stories(\/[^/]+)?|science-stories(\/[^/]+)?|images\/[^/]+|profile\/reading-settings)$/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'fantasmia-api',
              networkTimeoutSeconds: 10,
              // ignoreVary: the server's answers vary on the cookie; one profile's cache at a time,
              // named by the answers' owner header (src/client/features/offline/api-cache-owner.ts).
              matchOptions: { ignoreVary: true },
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 30 },
              // Each answer is kept for, and shown to, the profile it belongs to only, while its session lasts.
              plugins: [apiCacheOwnerPlugin],
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
    rolldownOptions: {
      input: { index: path.resolve(root, 'index.html') },
      output: { codeSplitting: { groups: firstPaintGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
