/**
 * Moves the Italian literals of some client files into the catalogue.
 * Mechanical: JSX text, prose attributes (aria-label, title, placeholder…), prose string
 * literals in JSX expressions, toasts, object properties, constants and returns become
 * `t('area.file.slug')`; template literals become ICU messages with named placeholders.
 * What it cannot move safely (a template whose placeholder holds more prose, e.g. a
 * hand-written plural) is listed as SKIPPED for a hand edit.
 *
 *   npx tsx scripts/i18n-extract.ts <area> <file.tsx>...
 *
 * Review the diff, run `npm run typecheck` (a literal that had to keep its literal type
 * fails there: put it back) and the area's tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const [area, ...files] = process.argv.slice(2);
if (!area || files.length === 0) {
  console.error('usage: tsx scripts/i18n-extract.ts <area> <files...>');
  process.exit(1);
}
const catalogueDir = path.resolve('src/client/i18n/it');
const cataloguePath = path.join(catalogueDir, `${area}.ts`);
const areaName = area
  .split(/[^A-Za-z0-9]+/)
  .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
  .join('');

const entries = new Map<string, string>(); // key -> message
const existing = fs.existsSync(cataloguePath) ? fs.readFileSync(cataloguePath, 'utf8') : '';
// Every entry of the area's object literal, however Prettier wrapped it.
if (existing) {
  const catalogue = ts.createSourceFile(cataloguePath, existing, ts.ScriptTarget.Latest, true);
  const read = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) && (ts.isStringLiteral(n.name) || ts.isIdentifier(n.name)) && ts.isStringLiteralLike(n.initializer))
      entries.set(n.name.text, n.initializer.text);
    ts.forEachChild(n, read);
  };
  read(catalogue);
}

const PROSE_ATTR =
  /label|title|placeholder|^alt$|description|text$|message|heading|hint|caption|legend|tooltip|help|question|empty|subtitle|^summary$|^children$|^name$/i;
const DENY_PROP = new Set([
  'className',
  'id',
  'href',
  'to',
  'path',
  'key',
  'mode',
  'kind',
  'type',
  'variant',
  'value',
  'icon',
  'tone',
  'lang',
  'method',
  'color',
  'accept',
  'role',
  'autoComplete',
  'inputMode',
  'queryKey',
  'style',
  'code',
  'status',
  'side',
  'align',
  'level',
  'slug',
  'route',
  'testId',
  'category',
  'format',
  'edition',
  'language',
  'font',
  'theme',
  'size',
]);
const DENY_CALLEE = new Set([
  'cn',
  'clsx',
  'querySelector',
  'querySelectorAll',
  'getItem',
  'setItem',
  'removeItem',
  'addEventListener',
  'removeEventListener',
  't',
  'tr',
  'matchMedia',
  'describe',
  'it',
  'test',
  'expect',
  'includes',
  'startsWith',
  'endsWith',
  'replace',
  'replaceAll',
  'split',
  'join',
  'padStart',
  'padEnd',
  'indexOf',
  'get',
  'set',
  'has',
  'delete',
  'append',
  'createElement',
  'getElementById',
  'api',
  'fetch',
  'navigate',
  'useQuery',
  'useMutation',
  'Intl',
  'DateTimeFormat',
  'NumberFormat',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'localeCompare',
  'lazyNamed',
  'import',
  'require',
  'postMessage',
  'setAttribute',
  'getAttribute',
  'dispatchEvent',
  'Event',
  'CustomEvent',
  'Blob',
  'URL',
  'encodeURIComponent',
  'log',
  'warn',
  'error_',
  'invalidateQueries',
  'setQueryData',
  'getQueryData',
  'open',
  'download',
  'assign',
  'Response',
  'WebSocket',
  'RegExp',
  'Symbol',
  'createContext',
  'useMediaQuery',
  'readLocal',
  'writeLocal',
  'path',
  'paths',
  'href',
]);

function isProse(s: string): boolean {
  const text = s.trim();
  if (!/[A-Za-zÀ-ÿ]{2}/.test(text)) return false;
  if (/^(https?:|mailto:|\/|#|\.|data-|aria-|[a-z]+:\/\/)/.test(text)) return false;
  if (/^[a-z0-9\-_:/[\]().%#!&>*=,~+@' ]+$/.test(text) && /[-:/[_]/.test(text) && !/ [a-zà-ù]{3,} [a-zà-ù]{3,}/.test(text)) return false;
  if (/^[a-z][a-zA-Z0-9_-]*$/.test(text)) return false;
  if (/^[A-Z0-9_]+$/.test(text)) return false;
  if (/^[a-z]{2}(-[A-Z]{2})?$/.test(text)) return false;
  if (/^[\w.-]+\.(png|jpe?g|svg|pdf|csv|json|gz|txt|webp|woff2?)$/i.test(text)) return false;
  return true;
}

const ENTITIES: Record<string, string> = {
  apos: "'",
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  middot: '·',
  rarr: '→',
  larr: '←',
  times: '×',
  egrave: 'è',
  agrave: 'à',
  ograve: 'ò',
  ugrave: 'ù',
  igrave: 'ì',
  eacute: 'é',
  copy: '©',
};
function decodeEntities(s: string): string | null {
  let ok = true;
  const out = s.replace(/&(#x?[0-9a-fA-F]+|\w+);/g, (_, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const v = ENTITIES[name];
    if (v === undefined) ok = false;
    return v ?? '';
  });
  return ok ? out : null;
}

/** Babel's cleanJSXElementLiteralChild: how React joins the lines of a JSX text. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((l, i) => {
    if (/[^ \t]/.test(l)) lastNonEmpty = i;
  });
  let out = '';
  lines.forEach((line, i) => {
    let s = line.replace(/\t/g, ' ');
    if (i !== 0) s = s.replace(/^[ ]+/, '');
    if (i !== lines.length - 1) s = s.replace(/[ ]+$/, '');
    if (s) {
      if (i !== lastNonEmpty) s += ' ';
      out += s;
    }
  });
  return out;
}

function camel(words: string[]): string {
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
}
function slugOf(message: string): string {
  const ascii = message
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\{[^}]*\}/g, ' ');
  const words = ascii
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 5);
  const s = camel(words);
  return s && /^[a-z]/.test(s) ? s : `m${s}`;
}

const STRING = (s: string) =>
  s.includes("'") && !s.includes('"') ? JSON.stringify(s) : `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

const skipped: string[] = [];
let total = 0;

for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const stem = camel(
    path
      .basename(file)
      .replace(/\.tsx?$/, '')
      .split(/[^A-Za-z0-9]+/),
  );
  const byMessage = new Map<string, string>();
  for (const [k, v] of entries) if (k.startsWith(`${stem}.`)) byMessage.set(v, k);
  // A local `t` would shadow the import: use `tr` then.
  let hasLocalT = false;
  const visitNames = (n: ts.Node) => {
    // The catalogue's own `t` imported from this area is not a clash.
    const fromThisArea = (i: ts.ImportSpecifier) =>
      ts.isStringLiteral(i.parent.parent.parent.moduleSpecifier) && i.parent.parent.parent.moduleSpecifier.text.endsWith(`/i18n/it/${area}`);
    if (ts.isImportSpecifier(n) && fromThisArea(n)) return;
    if (
      (ts.isParameter(n) || ts.isVariableDeclaration(n) || ts.isFunctionDeclaration(n) || ts.isBindingElement(n) || ts.isImportSpecifier(n)) &&
      n.name &&
      ts.isIdentifier(n.name) &&
      n.name.text === 't'
    )
      hasLocalT = true;
    ts.forEachChild(n, visitNames);
  };
  visitNames(sf);
  const fn = hasLocalT ? 'tr' : 't';

  const keyFor = (message: string): string => {
    const known = byMessage.get(message);
    if (known) return known;
    let key = `${stem}.${slugOf(message)}`;
    for (let i = 2; entries.has(key) && entries.get(key) !== message; i++) key = `${stem}.${slugOf(message)}${i}`;
    entries.set(key, message);
    byMessage.set(message, key);
    total++;
    return key;
  };
  const edits: { start: number; end: number; text: string }[] = [];
  const call = (key: string, values?: string) => `${fn}('${areaName}.${key}'${values ? `, ${values}` : ''})`;

  const contextOf = (node: ts.Node): ts.Node => {
    let n = node;
    for (;;) {
      const p = n.parent;
      if (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p)) n = p;
      else if (ts.isConditionalExpression(p) && p.condition !== n) n = p;
      else if (
        ts.isBinaryExpression(p) &&
        [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(p.operatorToken.kind) &&
        p.right === n
      )
        n = p;
      else return p;
    }
  };
  const calleeName = (c: ts.CallExpression | ts.NewExpression): string => {
    const e = c.expression;
    if (ts.isIdentifier(e)) return e.text;
    if (ts.isPropertyAccessExpression(e)) {
      const base = ts.isIdentifier(e.expression) ? e.expression.text : '';
      return base === 'toast' ? 'toast' : e.name.text;
    }
    return '';
  };
  const convertible = (node: ts.Node, text: string): boolean => {
    if (!isProse(text)) return false;
    const ctx = contextOf(node);
    if (ts.isJsxAttribute(ctx)) return PROSE_ATTR.test(ctx.name.getText(sf));
    if (ts.isJsxExpression(ctx)) {
      const p = ctx.parent;
      if (ts.isJsxAttribute(p)) return PROSE_ATTR.test(p.name.getText(sf));
      return ts.isJsxElement(p) || ts.isJsxFragment(p);
    }
    if (ts.isCallExpression(ctx) || ts.isNewExpression(ctx)) {
      const name = calleeName(ctx);
      if (DENY_CALLEE.has(name)) return false;
      if (ts.isCallExpression(ctx) && ctx.expression === node) return false;
      return name === 'toast' || /^[A-ZÀ-Ú]/.test(text.trim()) || /\s/.test(text.trim());
    }
    if (ts.isPropertyAssignment(ctx)) {
      if (ctx.initializer !== node && !ctx.initializer.getText(sf).includes(node.getText(sf))) return false;
      const name = ctx.name.getText(sf).replace(/['"]/g, '');
      return !DENY_PROP.has(name);
    }
    if (
      ts.isVariableDeclaration(ctx) ||
      ts.isReturnStatement(ctx) ||
      ts.isArrowFunction(ctx) ||
      ts.isArrayLiteralExpression(ctx) ||
      ts.isBindingElement(ctx) ||
      ts.isParameter(ctx)
    ) {
      if (ts.isBindingElement(ctx) || ts.isParameter(ctx)) return PROSE_ATTR.test(ctx.name.getText(sf));
      if (ts.isVariableDeclaration(ctx) && ctx.type && /^['"]|\| ?'/.test(ctx.type.getText(sf))) return false;
      return /\s/.test(text.trim()) || /^[A-ZÀ-Ú][a-zà-ù]/.test(text.trim());
    }
    if (ts.isTemplateSpan(ctx)) return false;
    return false;
  };
  const hasProseInside = (n: ts.Node): boolean => {
    let found = false;
    const v = (c: ts.Node) => {
      if ((ts.isStringLiteral(c) || ts.isNoSubstitutionTemplateLiteral(c)) && isProse(c.text)) found = true;
      if (ts.isTemplateExpression(c)) found = true;
      ts.forEachChild(c, v);
    };
    ts.forEachChild(n, v);
    return found;
  };
  const inType = (n: ts.Node): boolean => {
    for (let p: ts.Node | undefined = n.parent; p; p = p.parent) {
      if (
        ts.isTypeNode(p) ||
        ts.isImportDeclaration(p) ||
        ts.isExportDeclaration(p) ||
        ts.isCaseClause(p) ||
        ts.isElementAccessExpression(p) ||
        ts.isEnumMember(p)
      )
        return true;
      if (ts.isCallExpression(p) && ['t', 'tr'].includes(calleeName(p))) return true;
    }
    return false;
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const decoded = decodeEntities(node.text);
      if (decoded === null) {
        skipped.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} entity in ${JSON.stringify(node.text.trim())}`);
        return;
      }
      const norm = jsxText(decoded);
      const core = norm.trim();
      if (!/[A-Za-zÀ-ÿ]{2}/.test(core) || /^[A-Za-z]$/.test(core)) return;
      // Whitespace at either end stays as it was: spaces on the line are kept by React, whitespace with a newline is dropped.
      const raw = node.getFullText(sf);
      const lead = raw.match(/^\s*/)![0];
      const trail = raw.match(/\s*$/)![0];
      edits.push({ start: node.pos, end: node.end, text: `${lead}{${call(keyFor(core))}}${trail}` });
      return;
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !inType(node)) {
      let text = node.text;
      if (ts.isJsxAttribute(node.parent)) {
        const d = decodeEntities(text);
        if (d === null) return;
        text = d;
      }
      if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
      if (convertible(node, text)) {
        const expr = call(keyFor(text));
        edits.push({ start: node.getStart(), end: node.getEnd(), text: ts.isJsxAttribute(node.parent) ? `{${expr}}` : expr });
      }
      return;
    }
    if (ts.isTemplateExpression(node) && !inType(node)) {
      const literal = node.head.text + node.templateSpans.map((s) => s.literal.text).join('');
      if (!convertible(node, literal)) {
        ts.forEachChild(node, visit);
        return;
      }
      if (node.templateSpans.some((s) => hasProseInside(s.expression) || ts.isTemplateExpression(s.expression))) {
        skipped.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText(sf).slice(0, 160)}`);
        return;
      }
      const used = new Set<string>();
      const values: string[] = [];
      const escape = (s: string) => s.replace(/'(?=[{}#|])/g, "''").replace(/([{}])/g, "'$1'");
      let message = escape(node.head.text);
      for (const span of node.templateSpans) {
        const e = span.expression;
        let name = ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : 'value';
        if (used.has(name)) {
          const exprText = e.getText(sf);
          const same = values.find((v) => v === `${name}: ${exprText}` || (v === name && exprText === name));
          if (!same) {
            let i = 2;
            while (used.has(`${name}${i}`)) i++;
            name = `${name}${i}`;
          }
        }
        if (!used.has(name)) {
          used.add(name);
          const exprText = e.getText(sf);
          values.push(exprText === name ? name : `${name}: ${exprText}`);
        }
        message += `{${name}}` + escape(span.literal.text);
      }
      edits.push({ start: node.getStart(), end: node.getEnd(), text: call(keyFor(message), `{ ${values.join(', ')} }`) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (edits.length === 0) continue;
  edits.sort((a, b) => b.start - a.start);
  let out = source;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  // Import t from the catalogue after the last import.
  const rel = path
    .relative(path.dirname(path.resolve(file)), path.resolve('src/client/i18n/it', area))
    .split(path.sep)
    .join('/');
  const importLine = `import { t${fn === 'tr' ? ' as tr' : ''} } from '${rel.startsWith('.') ? rel : `./${rel}`}';\n`;
  if (!out.includes(importLine.trim())) {
    const imports = [...out.matchAll(/^import [^;]*;\n/gms)];
    const last = imports.at(-1);
    const at = last ? last.index + last[0].length : 0;
    out = out.slice(0, at) + importLine + out.slice(at);
  }
  fs.writeFileSync(file, out);
}

// Write the area's catalogue file.
const name = camel(area.split(/[^A-Za-z0-9]+/));
const body = [...entries].map(([k, v]) => `  '${k}': ${STRING(v)},`).join('\n');
const header = existing.match(/^\/\*\*[\s\S]*?\*\/\n/m)?.[0] ?? `/** Messages of the ${area} area of the client. */\n`;
fs.writeFileSync(
  cataloguePath,
  `import { translator } from '../translator';\n\n${header}export const ${name} = {\n${body}\n} as const;\n\nexport const t = translator('${name}', ${name});\n`,
);
const indexPath = path.join(catalogueDir, 'index.ts');
let index = fs.readFileSync(indexPath, 'utf8');
if (!index.includes(`from './${area}'`)) {
  index = index.replace(/(import [^\n]+\n)(?![\s\S]*import )/, `$1import { ${name} } from './${area}';\n`);
  index = index.replace(/\n};\n/, `\n  ${name},\n};\n`);
  fs.writeFileSync(indexPath, index);
}
process.stdout.write(`${total} new messages in ${cataloguePath}\n`);
for (const s of skipped) process.stdout.write(`SKIPPED ${s}\n`);
