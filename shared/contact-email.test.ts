/** The email field's 'You mean @{domain}?' suggestion (spec 001 §5). */
import { describe, expect, it } from "vitest";
import { suggestEmailDomain } from "./contact-email";

describe("suggestEmailDomain", () => {
  it("suggests the common domain a near-miss meant, international and per market", () => {
    expect(suggestEmailDomain("ana@gmial.com")).toBe("gmail.com");
    expect(suggestEmailDomain("ana@gmail.con")).toBe("gmail.com");
    expect(suggestEmailDomain("x@hotmial.fr")).toBe("hotmail.fr");
    expect(suggestEmailDomain("x@orange.ft")).toBe("orange.fr");
    expect(suggestEmailDomain("a@yahooo.es")).toBe("yahoo.es");
    expect(suggestEmailDomain("a@libreo.it")).toBe("libero.it");
    expect(suggestEmailDomain("a@ziggo.nk")).toBe("ziggo.nl");
    expect(suggestEmailDomain(" a@fre.fr ")).toBe("free.fr");
  });

  it("is silent for a common domain (any case), an unrelated one, or no domain yet", () => {
    for (const email of ["ana@gmail.com", "ana@GMAIL.com", "ana@pasea.fr", "a@company.com", "a@free.fr", "ana", "ana@", "@gmial.com", ""]) {
      expect(suggestEmailDomain(email)).toBeNull();
    }
  });
});
