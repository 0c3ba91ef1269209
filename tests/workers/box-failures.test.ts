/**
 * Box failures (spec 001 §8 "'Oops, something went wrong' on box detail, catalogue, ideas and
 * offers drawer failures"; issue 26 "one translation"): with the upstream's box calls faulted, the
 * catalogue and the detail page answer 503 with the shop's one wording of that message in the
 * page's language, the same words the other failures (ideas, offers drawer) use (`errors.generic`).
 */
import { describe, expect, it } from "vitest";
import es from "../../locales/es.json";
import fr from "../../locales/fr.json";
import it_ from "../../locales/it.json";
import nl from "../../locales/nl.json";
import { callWorker, fakeUpstream } from "./fake-upstream";

const OOPS: Record<string, string> = { fr: fr["errors.generic"], es: es["errors.generic"], nl: nl["errors.generic"], it: it_["errors.generic"] };
const HOSTS = { fr: "fr.localhost", es: "es.localhost", nl: "nl.localhost", it: "it.localhost" } as const;

/** The HTML text of the box error block, entities decoded. */
function errorText(html: string): string | null {
  const m = /data-testid="boxes-error"[^>]*><p[^>]*>([^<]*)</.exec(html);
  return m ? m[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&") : null;
}

/** A box detail path of the embedded catalog (the first card of the fr_FR catalogue). */
async function boxDetailPath(): Promise<string> {
  const { text } = await callWorker("http://fr.localhost/boxes", null);
  const href = /href="(\/[^"]*\/p\/[^"]+\/[A-Z0-9]+-[A-Z]+)"/.exec(text)?.[1];
  expect(href, "a box link on the catalogue").toBeTruthy();
  return href!;
}

describe("box pages when the upstream fails", () => {
  for (const lang of ["fr", "es", "nl", "it"] as const) {
    it(`${lang}: the catalogue says the one 'Oops, something went wrong' (errors.generic), 503`, async () => {
      const { res, text } = await callWorker(`http://${HOSTS[lang]}/boxes`, fakeUpstream("500"));
      expect(res.status).toBe(503);
      expect(errorText(text)).toBe(OOPS[lang]);
    });
  }

  it("fr: the box detail says the same words as the catalogue, the ideas page and the offers drawer, 503", async () => {
    const path = await boxDetailPath();
    for (const fault of ["500", "network"] as const) {
      const { res, text } = await callWorker(`http://fr.localhost${path}`, fakeUpstream(fault));
      expect(res.status, fault).toBe(503);
      expect(errorText(text), fault).toBe("Oups, une erreur s'est produite");
    }
  });

  it("no locale keeps a second wording of the box failure", () => {
    for (const messages of [fr, es, nl, it_]) expect(Object.keys(messages)).not.toContain("boxes.error");
  });
});
