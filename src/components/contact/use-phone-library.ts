/**
 * Swapping react-phone-number-input in for the phone field's native
 * stand-in: loading it on demand (usePhoneLibrary, called by the form) and
 * keeping the visitor's focus across the swap (useSwapFocus, in PhoneField).
 */
import { useCallback, useRef, useState } from 'react'
import type { Country } from 'react-phone-number-input'
import { loadPhoneLibrary, type PhoneLibrary } from './phone-library'
import { useBrowserLayoutEffect } from './use-browser-layout-effect'

type FieldPart = 'country' | 'number'

/** Which part of the phone field at `inputId` has the focus, if any. */
function focusedPart(inputId: string): FieldPart | null {
  const active = document.activeElement
  if (active?.id === inputId) return 'number'
  const field = document.getElementById(inputId)?.closest('.PhoneInput')
  return active instanceof HTMLSelectElement && field?.contains(active) ? 'country' : null
}

/**
 * Keeps the focus on the same part of the field when the library's markup
 * replaces the stand-in: a keyboard visitor moving through the form must not
 * be dropped back to the top of the page. The part is read while rendering
 * the swap, just before React replaces the elements, and focused again after.
 */
export function useSwapFocus(inputId: string, library: PhoneLibrary | null) {
  const swapped = useRef(false)
  const part = useRef<FieldPart | null>(null)
  if (library && !swapped.current && typeof document !== 'undefined') {
    swapped.current = true
    part.current = focusedPart(inputId)
  }
  useBrowserLayoutEffect(() => {
    const focusPart = part.current
    part.current = null
    const input = document.getElementById(inputId)
    if (!library || !focusPart || !(input instanceof HTMLInputElement)) return
    if (focusPart === 'country') {
      input.closest('.PhoneInput')?.querySelector('select')?.focus()
      return
    }
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [inputId, library])
}

/**
 * Loads the phone library when `load` is first called and swaps it in once
 * the swap changes nothing the visitor sees: not while the native country
 * list is in use, and not over a number the library would redraw differently
 * (see PhoneLibrary.showsAsTyped). Until then the stand-in keeps working and
 * the swap is tried again as the visitor types or moves on. PhoneField keeps
 * the focus where it was across the swap.
 */
export function usePhoneLibrary(inputId: string) {
  const [library, setLibrary] = useState<PhoneLibrary | null>(null)
  const started = useRef(false)

  const load = useCallback(() => {
    if (started.current) return
    started.current = true
    loadPhoneLibrary()
      .then((loaded) => {
        const input = document.getElementById(inputId)
        const field = input?.closest('.PhoneInput')
        const select = field?.querySelector('select')
        const ready = () => document.activeElement !== select
        const showsAsTyped = () => !(input instanceof HTMLInputElement) || loaded.showsAsTyped(input.value, (select?.value ?? '') as Country)
        if (ready() && showsAsTyped()) return setLibrary(loaded)
        // After the event, so the focus has landed where the visitor moved it
        // (blur comes first) and useSwapFocus can carry it over.
        const retry = () =>
          setTimeout(() => {
            if (!ready() || !showsAsTyped()) return
            field?.removeEventListener('focusout', retry)
            field?.removeEventListener('input', retry)
            setLibrary(loaded)
          })
        field?.addEventListener('focusout', retry)
        field?.addEventListener('input', retry)
      })
      // Stays on the native field, which submits and validates all the same.
      .catch(() => {
        started.current = false
      })
  }, [inputId])

  return { library, load }
}
