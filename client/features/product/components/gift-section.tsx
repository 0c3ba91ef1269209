/**
 * The gift section of the gifting-flow stay page (spec 001 §2 "gift customisation … sections
 * (gifting)", nav tab "The gift (customise)"): what the gift is (the stay for two, its validity,
 * the formats) and the Personalise-your-gift entry. The "The gift" tab jumps here (issue 26: it
 * jumped to the price column). Server-rendered; the entry's drawer loads on demand (GiftEntry).
 */
import { css } from "styled-system/css";
import { GIFT_ADULTS, GIFT_VALIDITY_MONTHS, PHYSICAL_DELIVERY_DAYS } from "#shared/gift";
import { useShop, useT } from "../../../shop/use-shop";
import { GiftEntry } from "../../gifting";

export function GiftSection(props: { packageId: number; label: string; fromPrice: number; nights: number; prices: readonly { nights: number; sellPrice: number }[]; hotel: string }) {
  const t = useT();
  const { flags } = useShop();
  return (
    <section id="gift" aria-labelledby="gift-title" className={section} data-testid="gift-section">
      <h2 id="gift-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 })}>{t("product.nav.gift")}</h2>
      <p className={css({ m: 0, mb: "3" })}>{t("product.giftHint")}</p>
      <ul className={css({ m: 0, pl: "5", display: "grid", gap: "1", color: "fg.muted" })}>
        <li>{t("gifting.validity.stay", { months: GIFT_VALIDITY_MONTHS.stay, adults: GIFT_ADULTS })}</li>
        <li>{t("gifting.validity.digital", { months: GIFT_VALIDITY_MONTHS.digital })}</li>
        {/* The physical format only where it is on (spec 001 §5 "Physical gift format disabled unless flag on"). */}
        {flags.physicalFormat && <li>{t("gifting.validity.physical", { min: PHYSICAL_DELIVERY_DAYS.min, max: PHYSICAL_DELIVERY_DAYS.max })}</li>}
      </ul>
      <div className={css({ maxW: "sm" })}>
        <GiftEntry {...props} />
      </div>
    </section>
  );
}

const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6", scrollMarginTop: { base: "70px", lg: "88px" } });
