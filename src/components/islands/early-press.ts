/**
 * What the visitor does in an island between its first touch and React
 * taking over, kept and given back once the island has started:
 * - a button that does nothing without its script (`type="button"`: the
 *   menu's, tapped while the code is on its way) is pressed again, and so
 *   is a link within the page (the evaluation link scrolled at once; its
 *   island then puts the cursor in the form);
 * - a form sent (a press on its button, Enter in a field) is held, not
 *   posted as a page, and sent once by the island; an island that cannot
 *   start lets it go as the HTML would have;
 * - a field that had the focus keeps it. Text typed, the caret and a choice
 *   made are the fields' own: React takes the elements over as they are,
 *   and the form adopts their values (contact/contact-form.tsx).
 * A link to another page works without the island, and is left alone.
 */
export type EarlyPress = {
  /** Stops keeping presses: React listens itself from here (it replays a press made while it hydrates). */
  stop: () => void
  /** Once React has committed the island: presses again what was kept, and gives the focus back. */
  pressAgain: () => void
  /** The island could not start: a form held is sent as the HTML would have sent it. */
  giveUp: () => void
}

export function keepEarlyPress(element: HTMLElement): EarlyPress {
  let pressed: HTMLElement | undefined
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined
  let focusedId = ''
  const keepPress = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest('button[type="button"], a[href^="#"]') : null
    if (control instanceof HTMLElement && element.contains(control)) pressed = control
  }
  const keepSent = (event: SubmitEvent) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    sent = { form: event.target, submitter: event.submitter }
  }
  const keepFocus = (event: Event) => void (focusedId = event.target instanceof HTMLElement ? event.target.id : '')
  element.addEventListener('click', keepPress)
  element.addEventListener('submit', keepSent)
  element.addEventListener('focusin', keepFocus)
  const stop = () => {
    element.removeEventListener('click', keepPress)
    element.removeEventListener('submit', keepSent)
  }
  const sendAgain = () => {
    const held = sent
    sent = undefined
    if (!held?.form.isConnected) return
    if (held.submitter instanceof HTMLButtonElement || held.submitter instanceof HTMLInputElement) held.form.requestSubmit(held.submitter)
    else held.form.requestSubmit()
  }
  return {
    stop,
    pressAgain: () => {
      element.removeEventListener('focusin', keepFocus)
      pressed?.click()
      pressed = undefined
      if (focusedId && !element.contains(document.activeElement)) document.getElementById(focusedId)?.focus({ preventScroll: true })
      sendAgain()
    },
    giveUp: () => {
      stop()
      element.removeEventListener('focusin', keepFocus)
      sendAgain()
    },
  }
}
