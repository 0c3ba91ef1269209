/**
 * State of the gift customisation form (spec 001 §3 "saved in browser storage", §5 "Gift form"):
 * values kept in localStorage (read after mount, so the server's markup is hydrated as is), the
 * fields the shopper has left (validation on blur), whether a submit was tried (validation on
 * submit), and the field whose limit was just hit (error shown GIFT_LIMIT_ERROR_MS).
 *
 * The state object changes only when one of its values does, and its functions never (decision
 * 052): the form is hydrated at the first interaction, and a new object at every render of the
 * page would open that gate at once. Nothing stored: the values stay the first render's.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { acceptGiftInput, EMPTY_GIFT_FORM, GIFT_FORM_STORAGE_KEY, GIFT_LIMIT_ERROR_MS, readStoredGiftForm, type GiftFormField, type GiftFormValues } from "#shared/gift-form";

export interface GiftFormState {
  values: GiftFormValues;
  touched: Partial<Record<GiftFormField, boolean>>;
  submitted: boolean;
  limitHit: GiftFormField | null;
  type: (field: GiftFormField, next: string) => void;
  blur: (field: GiftFormField) => void;
  submit: () => void;
}

export function useGiftForm(): GiftFormState {
  const [values, setValues] = useState<GiftFormValues>(EMPTY_GIFT_FORM);
  const [touched, setTouched] = useState<Partial<Record<GiftFormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [limitHit, setLimitHit] = useState<GiftFormField | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loaded = useRef(false);

  useEffect(() => {
    try {
      const stored = readStoredGiftForm(window.localStorage.getItem(GIFT_FORM_STORAGE_KEY));
      if (stored.fromName || stored.toName || stored.message) setValues(stored);
    } catch {
      /* storage disabled: start empty */
    }
    loaded.current = true;
    return () => clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      window.localStorage.setItem(GIFT_FORM_STORAGE_KEY, JSON.stringify(values));
    } catch {
      /* storage full or disabled: the form still works */
    }
  }, [values]);

  const type = useCallback((field: GiftFormField, next: string) => {
    setValues((prev) => {
      const { value, refused } = acceptGiftInput(field, prev[field], next);
      if (refused) {
        setLimitHit(field);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setLimitHit(null), GIFT_LIMIT_ERROR_MS);
      }
      return { ...prev, [field]: value };
    });
  }, []);
  const blur = useCallback((field: GiftFormField) => setTouched((t) => ({ ...t, [field]: true })), []);
  const submit = useCallback(() => setSubmitted(true), []);
  return useMemo(() => ({ values, touched, submitted, limitHit, type, blur, submit }), [values, touched, submitted, limitHit, type, blur, submit]);
}
