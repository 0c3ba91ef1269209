/**
 * Intl warm-up worker (docs/decisions/016): creates one of each Intl formatter the shop uses for
 * the page's language, then answers. Chromium loads ICU's number, date and plural data once per
 * process, and the first `new Intl.NumberFormat` on a cold page costs 30-75 ms; paid here, off the
 * main thread, it costs the page's hydration ~1 ms.
 * Message in: the page's BCP 47 tag (e.g. "fr-FR"). Message out: `true` once done, `false` on
 * error; then the worker closes itself.
 */
self.onmessage = (event: MessageEvent<string>) => {
  try {
    const tag = event.data;
    new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(12_900);
    new Intl.NumberFormat(tag).format(1234.5);
    new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(0);
    new Intl.PluralRules(tag).select(2);
    new Intl.Locale(tag);
    self.postMessage(true);
  } catch {
    self.postMessage(false);
  }
  self.close();
};

export {}; // a module (the build loads it as a module worker)
