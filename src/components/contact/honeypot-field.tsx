/**
 * A field people never see or reach, which form-filling bots do fill in; the
 * server quietly drops any request where it has a value. Its label asks
 * screen reader users to leave it empty.
 */
import { visuallyHidden } from '../../theme/styles'

type HoneypotFieldProps = { id: string; name: string; label: string }

export default function HoneypotField({ id, name, label }: HoneypotFieldProps) {
  return (
    <div css={visuallyHidden}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
