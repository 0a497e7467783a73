/* Part of the islands that use it (page feedback, Ask's rating), not a client boundary of its own. */
import type { ReactNode, Ref } from "react";

/**
 * The optional reasons of a rating as a group of checkboxes named `reason` (page feedback's and Ask's alike): each
 * ticked as `checked` says, toggled by `onToggle`; the first takes `firstRef`, to be focused when the group opens.
 */
export function ReasonCheckboxes<Id extends string>({
  legend,
  reasons,
  checked,
  onToggle,
  firstRef,
  className,
}: {
  legend: ReactNode;
  reasons: readonly { id: Id; label: string }[];
  checked: readonly string[];
  onToggle: (id: Id) => void;
  firstRef: Ref<HTMLInputElement>;
  className: string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {reasons.map((reason, i) => (
        <label key={reason.id} className={className}>
          <input ref={i === 0 ? firstRef : undefined} type="checkbox" name="reason" value={reason.id} checked={checked.includes(reason.id)} onChange={() => onToggle(reason.id)} />
          {reason.label}
        </label>
      ))}
    </fieldset>
  );
}
