import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

/**
 * The areas whose text lives in the catalogue keep it there: no Italian JSX text and no prose in
 * aria-label/title/placeholder/alt written straight into a component. Add a folder or file here
 * once its text has moved (scripts/i18n-extract.ts does the move).
 */
const CONVERTED = [
  'components',
  'features/superuser',
  'features/profiles',
  'features/auth',
  'features/entrance',
  'features/messages',
  'features/archive',
  'features/viewer',
  'features/workshop',
  'features/ai',
  'features/paper',
  'features/offline',
  'features/reading-support',
  'features/site-settings',
  'features/share',
  'features/translation',
  'features/speech',
  'features/drafts',
  'features/stories/difficulty-stars.tsx',
  'features/stories/story-read-aloud-button.tsx',
  'features/stories/story-text.tsx',
  'routes/superuser.tsx',
  'routes/superuser-archive.tsx',
  'routes/superuser-laboratorio.tsx',
  'routes/superuser-laboratorio-board.tsx',
  'routes/superuser-password-change.tsx',
  'routes/superuser-payment-settings.tsx',
  'routes/superuser-settings.tsx',
  'routes/superuser-story-management-selection.tsx',
  'routes/superuser-users.tsx',
  'routes/home.tsx',
  'routes/profiles.tsx',
  'routes/new-profile.tsx',
  'routes/personal-password.tsx',
  'routes/privacy-acceptance.tsx',
  'routes/terms-acceptance.tsx',
  'routes/dashboard.tsx',
  'routes/public.tsx',
  'routes/user-archive.tsx',
  'routes/story-viewer.tsx',
  'routes/laboratorio.tsx',
  'routes/laboratorio-live.tsx',
  'routes/about.tsx',
  'routes/company.tsx',
  'routes/contacts.tsx',
  'routes/privacy.tsx',
  'routes/not-found.tsx',
  'routes/spare.tsx',
  'features/story-modes',
  'routes/airots-editor.tsx',
  'routes/campbell-editor.tsx',
  'routes/css-editor.tsx',
  'routes/ghost-editor.tsx',
  'routes/parole-chiamano.tsx',
  'routes/profession-story.tsx',
  'routes/propp-editor.tsx',
  'routes/propp-mode-selector.tsx',
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
