// The reading fonts, self-hosted (bundled by Vite from @fontsource, never a CDN). Only the latin
// subset (Italian and English) in regular and bold; the browser downloads a file only when a child
// picks that font.
import '@fontsource/opendyslexic/latin-400.css';
import '@fontsource/opendyslexic/latin-700.css';
import '@fontsource/atkinson-hyperlegible/latin-400.css';
import '@fontsource/atkinson-hyperlegible/latin-700.css';
import '@fontsource/lexend/latin-400.css';
import '@fontsource/lexend/latin-700.css';
