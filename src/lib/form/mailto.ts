/**
 * Builds a mailto: link with a subject and body filled in, so a visitor whose
 * request could not be sent can e-mail it with one tap.
 */
export function mailtoLink(address: string, message: { subject: string; body: string }): string {
  const query = `subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`
  return `mailto:${address}?${query}`
}
