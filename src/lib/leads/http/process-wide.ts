/**
 * One value per running process. `gatsby serve` and `gatsby develop` load a
 * function's module afresh for every request, so state that must outlive a
 * request (the request handler, with the rate limit's counts) is kept on
 * `globalThis` under a key instead of in module scope.
 */
export function processWide<T>(key: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __agencySite?: Map<string, unknown> }
  store.__agencySite ??= new Map()
  if (!store.__agencySite.has(key)) store.__agencySite.set(key, create())
  return store.__agencySite.get(key) as T
}
