// One-off, kept so the rename can be redone after a merge (issue 45, point 5):
// `Moneda` and `currency` named one concept in code; identifiers now say `currency`.
// Renames identifiers (not strings, JSX text or property names, which are the API's
// Spanish fields: moneda_id, monedas, precio_moneda…), files, and import paths.
// Usage: node scripts/rename-currency.mjs [--dry]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const dry = process.argv.includes('--dry');

/** A code name in `currency` words; null when it has no Moneda in it. */
function renamed(name) {
  const out = name
    .replace(/^monedaCodigo$/, 'currencyCode')
    .replace(/precioMoneda/g, 'currencyPrices')
    .replace(/PrecioMoneda/g, 'CurrencyPrices')
    .replace(/Monedas/g, 'Currencies')
    .replace(/Moneda/g, 'Currency')
    .replace(/^monedas/, 'currencies')
    .replace(/^moneda/, 'currency');
  return out === name ? null : out;
}

/** File names: moneda-form-dialog.tsx → currency-form-dialog.tsx. */
const renamedPath = (path) =>
  path
    .replace(/(?<=[/-])monedas(?=[-.]|$)/g, 'currencies')
    .replace(/(?<=[/-])moneda(?=[-.]|$)/g, 'currency');

const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'e2e', 'bench', 'scripts'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (f) =>
      /\.(ts|tsx|mts|mjs)$/.test(f) &&
      !f.includes('/migrations/') &&
      !f.endsWith('rename-currency.mjs'),
  );

/** `repo.findMonedaById`: a member of `import * as repo` is a module's export, renamed with it. */
const ofNamespace = (expression, namespaces) =>
  ts.isIdentifier(expression) && namespaces.has(expression.text);

const isPropertyName = (node, namespaces) => {
  const p = node.parent;
  if (!p) return false;
  if (ts.isPropertyAccessExpression(p) && p.name === node)
    return !ofNamespace(p.expression, namespaces);
  if (ts.isQualifiedName(p) && p.right === node) return !ofNamespace(p.left, namespaces);
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isPropertySignature(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isMethodSignature(p) ||
      ts.isGetAccessor(p) ||
      ts.isSetAccessor(p) ||
      ts.isEnumMember(p)) &&
    p.name === node
  )
    return true;
  if (ts.isBindingElement(p) && p.propertyName === node) return true;
  if (ts.isJsxAttribute(p) && p.name === node) return true;
  return false;
};

const report = [];
const renamedNames = new Set();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const existing = new Set();
  const namespaces = new Set(
    source.statements
      .filter((s) => ts.isImportDeclaration(s) && s.importClause?.namedBindings)
      .map((s) => s.importClause.namedBindings)
      .filter((b) => ts.isNamespaceImport(b))
      .map((b) => b.name.text),
  );
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      existing.add(node.text);
      const to = renamed(node.text);
      if (to && !isPropertyName(node, namespaces)) {
        const p = node.parent;
        const start = node.getStart(source);
        renamedNames.add(node.text);
        if (ts.isShorthandPropertyAssignment(p)) {
          edits.push({ start, end: node.end, text: `${node.text}: ${to}` });
        } else if (ts.isBindingElement(p) && !p.propertyName && p.name === node) {
          edits.push({ start, end: node.end, text: `${node.text}: ${to}` });
        } else {
          edits.push({ start, end: node.end, text: to });
        }
      }
    }
    // Import and export paths of renamed files.
    if (
      ts.isStringLiteral(node) &&
      (ts.isImportDeclaration(node.parent) ||
        ts.isExportDeclaration(node.parent) ||
        (ts.isCallExpression(node.parent) &&
          (node.parent.expression.kind === ts.SyntaxKind.ImportKeyword ||
            /^(vi\.mock|import)$/.test(node.parent.expression.getText(source))))) &&
      (node.text.startsWith('.') || node.text.startsWith('@/'))
    ) {
      const to = renamedPath(node.text);
      if (to !== node.text)
        edits.push({ start: node.getStart(source) + 1, end: node.end - 1, text: to });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) continue;
  const clashes = [...new Set(edits.map((e) => e.text))].filter(
    (to) => /^[A-Za-z]+$/.test(to) && existing.has(to),
  );
  if (clashes.length) report.push(`${file}: already has ${clashes.join(', ')}`);
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  if (!dry) writeFileSync(file, out);
}

// Comments that name a renamed code name (not the plain Spanish words) follow it.
const codeNames = [...renamedNames].filter((n) => !/^(moneda|monedas|Moneda|Monedas)$/.test(n));
if (codeNames.length === 0) codeNames.push('precioMoneda'); // never an empty alternation
const word = new RegExp(`\\b(${codeNames.join('|')})\\b`, 'g');
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, (c) => c.replace(word, (n) => renamed(n)));
  if (out !== text && !dry) writeFileSync(file, out);
}

for (const file of files) {
  const to = renamedPath(file);
  if (to !== file) {
    report.push(`git mv ${file} ${to}`);
    if (!dry) execFileSync('git', ['mv', file, to]);
  }
}
console.log(report.join('\n'));
