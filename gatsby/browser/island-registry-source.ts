/**
 * The browser's island registry (src/components/islands/island-registry.ts),
 * generated from the components' table (island-table.ts): for each island,
 * in the table's order, a loader importing the very module the table
 * imports its component from, so the browser fetches it as a chunk of its
 * own when the island starts. The table is read as TypeScript source, not
 * run: running it would load every component in Node. An entry the
 * generator cannot follow (a component not imported by name, an import
 * with no default export's name) fails the build, naming it.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const ISLAND_TABLE_FILE = 'src/components/islands/island-table.ts'
const TABLE_NAME = 'ISLAND_TABLE'

/** Each island's name and the absolute path (without extension) of its component's module, as the table says. */
export function islandModules(tableFile = path.resolve(ISLAND_TABLE_FILE)): { name: string; module: string }[] {
  const source = ts.createSourceFile(tableFile, fs.readFileSync(tableFile, 'utf8'), ts.ScriptTarget.Latest, true)
  const fail = (why: string): never => {
    throw new Error(`${path.relative(process.cwd(), tableFile)}: ${why} (the browser's island registry is generated from ${TABLE_NAME})`)
  }
  // Where each name imported by default comes from.
  const imports = new Map<string, string>()
  let table: ts.ObjectLiteralExpression | undefined
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && !statement.importClause?.isTypeOnly) {
      const name = statement.importClause?.name?.text
      if (name) imports.set(name, statement.moduleSpecifier.text)
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === TABLE_NAME && declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer)) table = declaration.initializer
      }
    }
  }
  if (!table) return fail(`no object literal named ${TABLE_NAME}`)
  return table.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !(ts.isStringLiteral(property.name) || ts.isIdentifier(property.name))) return fail(`an entry that is not "name": island({ ... }): ${property.getText()}`)
    const name = property.name.text
    let entry: ts.Expression = property.initializer
    if (ts.isCallExpression(entry) && entry.arguments.length === 1) entry = entry.arguments[0]
    if (!ts.isObjectLiteralExpression(entry)) return fail(`the entry "${name}" is not an object literal`)
    const component = entry.properties.find((item): item is ts.PropertyAssignment => ts.isPropertyAssignment(item) && ts.isIdentifier(item.name) && item.name.text === 'component')
    if (!component || !ts.isIdentifier(component.initializer)) return fail(`the entry "${name}" names no component by an imported name`)
    const specifier = imports.get(component.initializer.text)
    if (!specifier || !specifier.startsWith('.')) return fail(`the entry "${name}": ${component.initializer.text} is not imported by default from a file of the site`)
    return { name, module: path.resolve(path.dirname(tableFile), specifier) }
  })
}

/** The registry module's source: ISLAND_LOADERS, one dynamic import per island. */
export function islandRegistrySource(tableFile?: string): string {
  const loaders = islandModules(tableFile).map(({ name, module }) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(module)}),`)
  return `export const ISLAND_LOADERS = {\n${loaders.join('\n')}\n}\n`
}
