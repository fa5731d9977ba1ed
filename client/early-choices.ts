// A choice made in the server's HTML before the app hydrated it (a filter's <select>, a search
// typed, a box ticked while the scripts still load) stays on screen through hydration, but React's
// state keeps the server's value: the next render put the server's value back and the list never
// followed the choice. So once the app is live, every control whose value differs from what the
// server rendered is reported to React as the user's own change, through the same events a user
// makes. Read in one go (the first render after hydration resets them), reported one at a time
// with the browser idle between, so each change is rendered (and in the address) before the next
// is computed from it.
import { whenIdle } from './yield-to-browser';

/** A control's early choice, and how to report it to the app. */
export interface EarlyChoice {
  control: HTMLElement;
  report(): void;
}

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden', 'checkbox', 'radio']);

/** The value the server rendered a <select> with: its `selected` option, else its first. */
function serverOption(select: HTMLSelectElement): string | undefined {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value;
}

// React sees a change only where the value differs from the one it last saw (its value tracker,
// which the control's own setters update, and which it starts when it hydrates the control's part
// of the page, which may still be pending: each route's screen hydrates on its own). So the
// server's value goes back first, through those setters, and an event that changes nothing makes
// React hydrate the part; then the choice comes as a user's.
function serverStateBack(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, restore: () => void): void {
  restore();
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function reportTyped(control: HTMLInputElement | HTMLTextAreaElement, chosen: string): void {
  // The prototype's setter leaves React's tracker at the server's value.
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  serverStateBack(control, () => (control.value = control.defaultValue));
  nativeSetter?.call(control, chosen);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function choiceOf(control: Element): EarlyChoice | null {
  if (control instanceof HTMLSelectElement) {
    const chosen = control.value;
    const server = serverOption(control);
    if (control.multiple || control.disabled || chosen === server) return null;
    return {
      control,
      report: () => {
        serverStateBack(control, () => (control.value = server ?? ''));
        control.value = chosen;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      },
    };
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    const chosen = control.checked;
    // A radio unchecked by its neighbour's choice is reported by that neighbour.
    if (control.disabled || chosen === control.defaultChecked || (control.type === 'radio' && !chosen)) return null;
    return {
      control,
      report: () => {
        serverStateBack(control, () => (control.checked = !chosen));
        control.click();
      },
    };
  }
  if ((control instanceof HTMLInputElement && !NOT_TYPED.has(control.type)) || control instanceof HTMLTextAreaElement) {
    const chosen = control.value;
    if (control.disabled || control.readOnly || chosen === control.defaultValue) return null;
    return { control, report: () => reportTyped(control, chosen) };
  }
  return null;
}

/** The controls in `root` whose value the user changed from the server's, read now. */
export function readEarlyChoices(root: HTMLElement): EarlyChoice[] {
  return [...root.querySelectorAll('select, input, textarea')].map(choiceOf).filter((choice) => choice !== null);
}

/** Reports each choice to the app (skipping controls gone from the page), the browser idle in between. */
export async function reportEarlyChoices(choices: readonly EarlyChoice[], settle: () => Promise<void> = whenIdle): Promise<void> {
  for (const [index, choice] of choices.entries()) {
    if (index > 0) await settle();
    if (choice.control.isConnected) choice.report();
  }
}
