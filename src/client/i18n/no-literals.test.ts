import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

/**
 * The areas whose text lives in the catalogue keep it there: no Italian JSX text and no prose in
 * aria-label/title/placeholder/alt written straight into a component. Add a folder or file here
 * once its text has moved (scripts/i18n-extract.ts does the move). Every client file is here.
 */
const CONVERTED = [
  'components',
  'features/ai',
  'features/archive',
  'features/auth',
  'features/drafts',
  'features/entrance',
  'features/messages',
  'features/offline',
  'features/paper',
  'features/profiles',
  'features/published-stories',
  'features/reading-support',
  'features/share',
  'features/site-settings',
  'features/speech',
  'features/stories',
  'features/superuser',
  'features/translation',
  'features/viewer',
  'features/voice',
  'features/voice-admin',
  'features/workshop',
  'routes/about.tsx',
  'routes/company.tsx',
  'routes/contacts.tsx',
  'routes/dashboard.tsx',
  'routes/home.tsx',
  'routes/laboratorio-live.tsx',
  'routes/laboratorio.tsx',
  'routes/new-profile.tsx',
  'routes/not-found.tsx',
  'routes/family-consent.tsx',
  'routes/privacy-acceptance.tsx',
  'routes/privacy.tsx',
  'routes/profiles.tsx',
  'routes/card-login.tsx',
  'routes/class-stories.tsx',
  'routes/public.tsx',
  'routes/reading-stories.tsx',
  'routes/reading-story-viewer.tsx',
  'routes/science-stories.tsx',
  'routes/science-story-viewer.tsx',
  'routes/spare.tsx',
  'routes/create-story.tsx',
  'app',
  'features/story-modes',
  'routes/airots-editor.tsx',
  'routes/campbell-editor.tsx',
  'routes/css-editor.tsx',
  'routes/ghost-editor.tsx',
  'routes/parole-chiamano.tsx',
  'routes/profession-story.tsx',
  'routes/propp-editor.tsx',
  'routes/propp-mode-selector.tsx',
  'routes/story-type-selection.tsx',
  'routes/story-viewer.tsx',
  'routes/superuser-archive.tsx',
  'routes/superuser-laboratorio-board.tsx',
  'routes/superuser-laboratorio.tsx',
  'routes/superuser-password-change.tsx',
  'routes/superuser-payment-settings.tsx',
  'routes/superuser-reading-stories-management.tsx',
  'routes/superuser-reading-stories-view.tsx',
  'routes/superuser-reading-story-viewer.tsx',
  'routes/superuser-science-stories-management.tsx',
  'routes/superuser-science-stories-view.tsx',
  'routes/superuser-science-story-viewer.tsx',
  'routes/superuser-settings.tsx',
  'routes/superuser-story-management-selection.tsx',
  'routes/superuser-users.tsx',
  'routes/superuser-recordings.tsx',
  'routes/superuser.tsx',
  'routes/terms-acceptance.tsx',
  'routes/user-archive.tsx',
  'routes/voice-listen.tsx',
  'main.tsx',
];
/** Brand words and symbols that are not Italian text. */
const ALLOWED = new Set(['FantasMia', 'Fantas', 'Mia', 'PNG', 'PDF', 'AI', 'QR']);
const PROSE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'description']);

const client = path.resolve(import.meta.dirname, '..');
function files(entry: string): string[] {
  const p = path.join(client, entry);
  if (fs.statSync(p).isFile()) return [p];
  return fs
    .readdirSync(p, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(p, f))
    .filter((f) => /\.tsx$/.test(f) && !f.includes('.test'));
}

function literals(file: string): string[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const isText = (s: string) => /[A-Za-zÀ-ÿ]{2}/.test(s) && !ALLOWED.has(s.trim());
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      PROSE_ATTRIBUTES.has(node.name.getText(sf)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      isText(node.initializer.text)
    )
      found.push(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found.map((s) => `${path.relative(client, file)}: ${s}`);
}

test('the converted areas have no Italian text outside the catalogue', () => {
  const found = CONVERTED.flatMap(files).flatMap(literals);
  expect(found).toEqual([]);
});

test('every client component file is in a converted area, so a new screen is checked too', () => {
  const covered = new Set(CONVERTED.flatMap(files));
  const all = fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(client, f))
    .filter((f) => /\.tsx$/.test(f) && !f.includes('.test'));
  expect(all.filter((f) => !covered.has(f)).map((f) => path.relative(client, f))).toEqual([]);
});
