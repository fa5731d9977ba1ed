// A text or number input that reports its value once typing pauses (300 ms), so the address and
// the subscription do not change on every key. It follows `value` when it changes from outside
// (the back button, "reset filters"); Enter reports at once.
import { type ComponentProps, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';

export const INPUT_DEBOUNCE_MS = 300;

type InputProps = Omit<ComponentProps<typeof Form.Control>, 'value' | 'onChange'>;

export interface DebouncedInputProps extends InputProps {
  value: string;
  onCommit(value: string): void;
}

export function DebouncedInput({ value, onCommit, onKeyDown, ...props }: DebouncedInputProps) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);
  // A new value from outside replaces any pending report; unmounting drops it too.
  useEffect(() => () => clearTimeout(timer.current), [value]);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const schedule = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next !== value) commit.current(next);
    }, delay);
  };
  return (
    <Form.Control
      {...props}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        schedule(event.target.value, INPUT_DEBOUNCE_MS);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          schedule(draft, 0);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
