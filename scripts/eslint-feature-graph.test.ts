import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { allowedTargets, FEATURE_EDGES, SHARED_FEATURES } from '../eslint.feature-graph.js';

// The cross-feature import rule of eslint.config.js, run through ESLint's Node API on small
// sources placed (by name only) inside the feature folders: the imported files are real.

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('imports between client features', () => {
  it('reports a new edge: a shared library reaching into a feature', async () => {
    const errors = await boundaryErrors(
      'src/client/features/speech/new-file.ts',
      "import { useDraft } from '../drafts/use-draft';\nexport const x = useDraft;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/"drafts" are not allowed in elements of type "speech"/)]);
  });

  it('reports a new edge between two features, in an export-from too', async () => {
    const code = "export { useDraft } from '../drafts/use-draft';\n";
    expect(await boundaryErrors('src/client/features/messages/new-file.ts', code)).toHaveLength(1);
    // The same line is fine where the edge is declared.
    expect(await boundaryErrors('src/client/features/story-modes/new-file.ts', code)).toEqual([]);
  });

  it('lets any feature use a shared library, and a file use its own feature', async () => {
    const code = "import { splitSentences } from '../speech/sentences';\nimport { x } from './local';\nexport const y = [splitSentences, x];\n";
    expect(await boundaryErrors('src/client/features/workshop/new-file.ts', code)).toEqual([]);
  });

  it('reports a feature folder the graph does not declare', async () => {
    const errors = await boundaryErrors('src/client/features/brand-new/index.ts', 'export const a = 1;\n');
    expect(errors).toEqual([expect.stringMatching(/does not belong to any known element/)]);
  });

  it('declares every feature folder of the tree, and only edges between declared features', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, 'src/client/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(Object.keys(FEATURE_EDGES).sort()).toEqual(folders.sort());
    for (const [from, targets] of Object.entries(FEATURE_EDGES)) {
      for (const to of targets) expect(FEATURE_EDGES, `${from} → ${to}`).toHaveProperty([to]);
    }
    for (const shared of Object.keys(SHARED_FEATURES)) expect(FEATURE_EDGES).toHaveProperty([shared]);
  });

  it('allows no two features to import each other', () => {
    for (const from of Object.keys(FEATURE_EDGES)) {
      for (const to of allowedTargets(from)) expect(allowedTargets(to), `${from} ⇄ ${to}`).not.toContain(from);
    }
  });

  it('reports the import that would close a cycle: a feature importing the shared library that imports it', async () => {
    const code = "import { TranslateToggleButton } from '../translation/translate-toggle-button';\nexport const x = TranslateToggleButton;\n";
    expect(await boundaryErrors('src/client/features/entrance/new-file.ts', code)).toHaveLength(1);
  });
});
