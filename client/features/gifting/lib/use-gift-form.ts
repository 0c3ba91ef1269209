/**
 * State of the gift customisation form (spec 001 §3 "saved in browser storage", §5 "Gift form"):
 * values kept in localStorage (read after mount, so the server's markup is hydrated as is), the
 * fields the shopper has left (validation on blur), whether a submit was tried (validation on
 * submit), and the field whose limit was just hit (error shown GIFT_LIMIT_ERROR_MS).
 */
import { useEffect, useRef, useState } from "react";
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
      setValues(readStoredGiftForm(window.localStorage.getItem(GIFT_FORM_STORAGE_KEY)));
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

  return {
    values,
    touched,
    submitted,
    limitHit,
    type(field, next) {
      setValues((prev) => {
        const { value, refused } = acceptGiftInput(field, prev[field], next);
        if (refused) {
          setLimitHit(field);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setLimitHit(null), GIFT_LIMIT_ERROR_MS);
        }
        return { ...prev, [field]: value };
      });
    },
    blur(field) {
      setTouched((t) => ({ ...t, [field]: true }));
    },
    submit() {
      setSubmitted(true);
    },
  };
}
