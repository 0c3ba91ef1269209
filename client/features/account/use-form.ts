/**
 * Form state of the account forms: values kept as typed, errors shown for fields left (blur) or
 * after a submit, server field errors merged in until the field changes. `validate` is one of the
 * shared rules (shared/account-form.ts), the same the worker applies.
 */
import { useState } from "react";

export function useAccountForm<K extends string>(initial: Record<K, string>, validate: (v: Record<K, string>) => { errors: Partial<Record<K, string>> }) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const local = validate(values).errors;
  const errorOf = (k: K) => server[k] ?? (touched[k] || submitted ? local[k] : undefined);
  return {
    values,
    errorOf,
    field: (k: K) => ({
      name: k,
      value: values[k],
      error: errorOf(k),
      onChange: (v: string) => {
        setValues((old) => ({ ...old, [k]: v }));
        setServer((old) => ({ ...old, [k]: undefined }));
      },
      onBlur: () => setTouched((old) => ({ ...old, [k]: true })),
    }),
    /** Marks the form submitted; true when the browser's rules pass. */
    submit: () => {
      setSubmitted(true);
      return Object.keys(local).length === 0;
    },
    setServerErrors: (fields: Record<string, string> | undefined) => setServer((fields ?? {}) as Partial<Record<K, string>>),
  };
}
