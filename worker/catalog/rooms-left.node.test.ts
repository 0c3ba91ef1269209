/**
 * Rooms left (spec 000 §4 "Rooms-left badge only when 3 or fewer remain and dates were chosen";
 * issue 25 item 9): the quote's message and the shop's badge say one room in the singular ("Plus
 * qu’une chambre !", never "Plus que 1 chambres !"), and nothing above 3; the available-rooms line
 * of the stay page is information, not a second "only n left".
 */
import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { roomsLeftMessage } from "./quote";

const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const format = (lang: string, key: string, count: number) => String(new IntlMessageFormat(messages(lang)[key]!, lang).format({ count }));

describe("rooms left (issue 25 item 9)", () => {
  it("the quote's message: singular for one room, plural for 2-3, none above 3 or at 0", () => {
    expect(roomsLeftMessage(1, "fr")).toBe("Plus qu’une chambre !");
    expect(roomsLeftMessage(2, "fr")).toBe("Plus que 2 chambres !");
    expect(roomsLeftMessage(1, "nl")).toBe("Nog maar één kamer vrij!");
    expect(roomsLeftMessage(1, "es")).toBe("¡Solo queda una habitación!");
    expect(roomsLeftMessage(3, "it")).toBe("Solo 3 camere disponibili!");
    expect(roomsLeftMessage(4, "fr")).toBeNull();
    expect(roomsLeftMessage(0, "fr")).toBeNull();
    expect(roomsLeftMessage(null, "fr")).toBeNull();
  });

  it("the shop's badge (stress.roomsLeft) says one room in words, in the four languages", () => {
    expect(format("fr", "stress.roomsLeft", 1)).toBe("Plus qu’une chambre !");
    expect(format("fr", "stress.roomsLeft", 3)).toBe("Plus que 3 chambres !");
    expect(format("nl", "stress.roomsLeft", 1)).toBe("Nog maar één kamer vrij!");
    expect(format("es", "stress.roomsLeft", 1)).toBe("¡Solo queda una habitación!");
    expect(format("it", "stress.roomsLeft", 1)).toBe("Solo una camera disponibile!");
  });

  it("the available-rooms line informs (no 'only', 'plus que', 'nog maar', 'solo')", () => {
    for (const lang of ["fr", "nl", "es", "it"]) {
      for (const count of [1, 2, 5]) expect(format(lang, "product.room.available", count).toLowerCase()).not.toMatch(/plus qu|nog maar|solo|ultima|nog \d/);
    }
    expect(format("fr", "product.room.available", 1)).toBe("À vos dates : 1 chambre disponible");
  });
});
