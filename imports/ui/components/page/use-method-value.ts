// The answer of a read-only method (a count for a pager, a summary) for the current arguments,
// asked again when the arguments or `refreshKey` change (e.g. when a live table's rows changed,
// so two admins' counts follow each other's writes). Null until the answer for the current
// arguments arrives; the error when the call failed. Null arguments ask nothing (the input is
// not complete yet, e.g. half an e-mail address).
import { useEffect, useState } from 'react';
import { useCurrentAccount } from '../../lib/account-context';
import type { MethodArgs, MethodName, MethodResult } from '../../lib/wire-api';

export function useMethodValue<N extends MethodName>(
  name: N,
  args: MethodArgs<N> | null,
  refreshKey = '',
): { value: MethodResult<N> | null; error: Error | null } {
  const { callMethod } = useCurrentAccount();
  const key = JSON.stringify(args);
  const [state, setState] = useState<{ key: string; value: MethodResult<N> | null; error: Error | null }>({ key: '', value: null, error: null });
  useEffect(() => {
    if (key === 'null') return;
    let current = true;
    callMethod(name, ...(JSON.parse(key) as MethodArgs<N>)).then(
      (value) => current && setState({ key, value, error: null }),
      (error: unknown) => current && setState({ key, value: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [callMethod, name, key, refreshKey]);
  return state.key === key ? { value: state.value, error: state.error } : { value: null, error: null };
}
