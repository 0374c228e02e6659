import { useCallback, useMemo, useRef, useState } from 'react';

export type Problems = Record<string, string | undefined>;

/**
 * A form's values and which fields show their problem: a field's problem shows once it was left (validation on blur)
 * or the form was submitted. `problemsOf` is the contracts' check of the whole form, the one the api runs too.
 */
export function useForm<V>(initial: V, problemsOf: (values: V) => Problems) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const latest = useRef(values);
  latest.current = values;
  const problems = useMemo(() => problemsOf(values), [problemsOf, values]);
  const shown = useMemo(() => {
    const out: Problems = {};
    for (const [field, message] of Object.entries(problems)) if (message && touched.has(field)) out[field] = message;
    return out;
  }, [problems, touched]);

  const touch = useCallback((field: string) => setTouched((was) => (was.has(field) ? was : new Set(was).add(field))), []);
  const update = useCallback((change: (values: V) => V) => setValues((was) => change(was)), []);
  /** Shows every problem; answers them (empty when the form may be sent). */
  const touchAll = useCallback((): Problems => {
    const all = problemsOf(latest.current);
    setTouched((was) => new Set([...was, ...Object.keys(all)]));
    return Object.fromEntries(Object.entries(all).filter(([, message]) => message));
  }, [problemsOf]);
  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched(new Set());
  }, []);

  return { values, problems, shown, touch, update, touchAll, reset };
}
