/**
 * A working window.matchMedia for jsdom, which has none. Every query starts
 * out not matching; `setMediaQuery` flips one and tells its listeners, the
 * way a browser does when the window is resized or a setting changes.
 */
type Listener = (event: MediaQueryListEvent) => void

const matching = new Set<string>()
const listeners = new Map<string, Set<Listener>>()

function matchMedia(query: string): MediaQueryList {
  const own = listeners.get(query) ?? new Set<Listener>()
  listeners.set(query, own)
  return {
    media: query,
    get matches() {
      return matching.has(query)
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => own.add(listener),
    removeEventListener: (_type: string, listener: Listener) => own.delete(listener),
    addListener: (listener: Listener) => own.add(listener),
    removeListener: (listener: Listener) => own.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList
}

export function setMediaQuery(query: string, matches: boolean) {
  if (matches) matching.add(query)
  else matching.delete(query)
  const event = { matches, media: query } as MediaQueryListEvent
  listeners.get(query)?.forEach((listener) => listener(event))
}

export function installMatchMedia() {
  matching.clear()
  listeners.clear()
  window.matchMedia = matchMedia
}
