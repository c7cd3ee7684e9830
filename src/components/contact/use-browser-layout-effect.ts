/**
 * useLayoutEffect in the browser, nothing on the server. A layout effect runs
 * before the first paint after hydration; the server has no layout, and React
 * warns when it meets one there.
 */
import { useLayoutEffect } from 'react'

export const useBrowserLayoutEffect: typeof useLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect
