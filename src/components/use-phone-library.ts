/**
 * Swapping react-phone-number-input in for the phone field's native
 * stand-in: loading it on demand (usePhoneLibrary, called by the form) and
 * keeping the visitor's focus across the swap (useSwapFocus, in PhoneField).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { loadPhoneLibrary, type PhoneLibrary } from './phone-library'

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
  useLayoutEffect(() => {
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
 * Loads the phone library when `load` is first called and swaps it in. The
 * swap waits while the native country list is in use; PhoneField keeps the
 * focus where it was across the swap.
 */
export function usePhoneLibrary(_inputId: string) {
  const [library, setLibrary] = useState<PhoneLibrary | null>(null)

  const load = useCallback(() => {
    loadPhoneLibrary()
      .then((loaded) => {
        const swap = () => setLibrary(loaded)
        const active = document.activeElement
        if (active instanceof HTMLSelectElement && active.name === 'phoneCountry') {
          // After the focus has landed where the visitor moved it (blur comes
          // first), so that useSwapFocus can carry it over.
          active.addEventListener('blur', () => setTimeout(swap), { once: true })
        } else swap()
      })
      // Stays on the native field, which submits and validates all the same.
      .catch(() => undefined)
  }, [])

  return { library, load }
}
