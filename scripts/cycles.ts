// Fails on any import cycle among the repository's own TypeScript files (tsconfig.json's
// program), type-only imports and re-exports included: `import type`, `export … from`,
// `import('…')` in types and dynamic `import()` all count as edges.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The files and options of tsconfig.json (parsed only: no type checking needed here). */
function project(): ts.ParsedCommandLine {
  const configPath = resolve(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (config.error)
    throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root);
}

const own = (file: string) => !file.includes('/node_modules/') && file.startsWith(root);

/** Every module specifier a file names: imports, re-exports, import types, dynamic imports. */
function specifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The import graph of the program's own files. */
export function importGraph(): Map<string, Set<string>> {
  const { fileNames, options } = project();
  const graph = new Map<string, Set<string>>();
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  for (const fileName of fileNames) {
    if (!own(fileName) || fileName.endsWith('.d.ts')) continue;
    const text = ts.sys.readFile(fileName) ?? '';
    const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
    const edges = new Set<string>();
    for (const specifier of specifiers(source)) {
      const resolved = ts.resolveModuleName(specifier, source.fileName, options, ts.sys, cache)
        .resolvedModule?.resolvedFileName;
      if (resolved && own(resolved) && !resolved.endsWith('.d.ts')) edges.add(resolve(resolved));
    }
    graph.set(resolve(source.fileName), edges);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  // Iterative Tarjan: the graph is deep enough to make recursion a risk.
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work: Array<{ node: string; edges: Iterator<string> }> = [];
    const enter = (node: string) => {
      indices.set(node, index);
      low.set(node, index);
      index += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: (graph.get(node) ?? new Set()).values() });
    };
    enter(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const next = frame.edges.next();
      if (!next.done) {
        const target = next.value;
        if (!indices.has(target)) enter(target);
        else if (onStack.has(target))
          low.set(frame.node, Math.min(low.get(frame.node)!, indices.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === indices.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) {
          result.push(component.sort());
        }
      }
    }
  }
  return result;
}

/** One concrete loop through a component, for the message: a → b → … → a. */
function loopIn(component: string[], graph: Map<string, Set<string>>): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const found = cycles(graph);
  const name = (file: string) => relative(root, file);
  if (found.length === 0) {
    console.log(`No import cycles among ${graph.size} files.`);
  } else {
    for (const component of found) {
      console.error(
        `Import cycle (${component.length} files): ${loopIn(component, graph).map(name).join(' → ')}`,
      );
      if (component.length > 2) console.error(`  all of: ${component.map(name).join(', ')}`);
    }
    console.error(`${found.length} import cycle(s); type-only imports count too.`);
    process.exitCode = 1;
  }
}
