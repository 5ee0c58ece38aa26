import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

// The docs must not point outside the repository. Every relative link in
// README.md and docs/**/*.md must name a file or folder inside the repository that exists, and the
// README names no path that climbs out of it.
const ROOT = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

test('every relative link in README.md and docs/ stays inside the repository and exists', () => {
  const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] ?? '';
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      checked += 1;
      const where = `${path.relative(ROOT, file)} → ${target}`;
      if (target.startsWith('/') || /^[a-z]+:/i.test(target)) {
        broken.push(`${where} (absolute)`);
        continue;
      }
      const resolved = path.resolve(path.dirname(file), decodeURIComponent(target.split('#')[0] ?? ''));
      if (path.relative(ROOT, resolved).startsWith('..')) broken.push(`${where} (outside the repository)`);
      else if (!fs.existsSync(resolved)) broken.push(`${where} (missing)`);
    }
    // A path in a code span that climbs out of the repository ('`../shared/DESIGN.md`') is a link a reader cannot follow either.
    if (path.relative(ROOT, file) === 'README.md') {
      for (const match of text.matchAll(/`(\.\.\/[^`\s]+)`/g)) broken.push(`README.md → ${match[1]} (outside the repository)`);
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(broken).toEqual([]);
});
