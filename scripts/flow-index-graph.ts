/**
 * The import graph the flow index (scripts/flow-index.ts) is built from: every source file of src/,
 * machines/ and tests/ with the repository files it imports, read with the TypeScript parser (a
 * dynamic `import()` counts as an import; a type-only import is kept apart, it runs nothing).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** A repository file and what it imports: `values` at run time, `types` for the compiler only. */
export interface ModuleImports {
  values: string[]
  types: string[]
}
export type ImportGraph = Map<string, ModuleImports>

const SOURCE = /\.(ts|tsx)$/
const texts = new Map<string, string>()
/** A file's text, read once per run. */
export const textOf = (root: string, file: string) => {
  const key = path.join(root, file)
  if (!texts.has(key)) texts.set(key, readFileSync(key, 'utf8'))
  return texts.get(key)!
}
const posix = (file: string) => file.split(path.sep).join('/')

function listFiles(root: string, dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return []
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => posix(path.join(dir, file)))
    .filter(
      (file) => SOURCE.test(file) && !file.includes('node_modules') && !file.endsWith('.d.ts'),
    )
    .sort()
}

/** The file a relative specifier names, as the bundler resolves it; undefined for a package. */
export function resolve(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = posix(path.join(path.dirname(from), specifier))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((file) => SOURCE.test(file) && existsSync(path.join(root, file)))
}

/** What one file imports: import and export declarations and `import()` calls. */
function importsOf(root: string, file: string): ModuleImports {
  const text = textOf(root, file)
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: ModuleImports = { values: [], types: [] }
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return
    const target = resolve(root, file, specifier.text)
    if (target) (typeOnly ? found.types : found.values).push(target)
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const onlyTypes =
        !!clause?.isTypeOnly ||
        (!!clause &&
          !clause.name &&
          !!bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly))
      add(node.moduleSpecifier, onlyTypes)
    } else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly)
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0], false)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every source file of the app, the charts and the tests, with what it imports. */
export function importGraph(root: string): ImportGraph {
  const files = ['src', 'machines', 'tests'].flatMap((dir) => listFiles(root, dir))
  return new Map(files.map((file) => [file, importsOf(root, file)]))
}

export const importers = (graph: ImportGraph, target: string) =>
  [...graph].filter(([, imports]) => imports.values.includes(target)).map(([file]) => file)

export const isRouteFile = (file: string) =>
  file.startsWith('src/routes/') && !/(^|\/)-/.test(file.slice('src/routes/'.length))

/** The app files `from` reaches through value imports (itself included), without the router's tree. */
export function reach(graph: ImportGraph, from: string): Set<string> {
  const seen = new Set<string>()
  const stack = [from]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const next of graph.get(file)?.values ?? [])
      if (!next.endsWith('routeTree.gen.ts') && !isRouteFile(next)) stack.push(next)
  }
  return seen
}
