// The asterisk after a required field's label: a sign for the eye (screen readers hear the
// input's `required` or the frame's "(required)" instead), the same wherever the kit shows it.

const ASTERISK = ' *';

export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {ASTERISK}
    </span>
  );
}
