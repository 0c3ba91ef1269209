/**
 * The header's icon links (spec 001 §2 Header, §6 account entry): help (the contact page), gift
 * (the gift drawer; the gift-card link on the care host: gifting/components/gift-menu-tool.tsx), wishlist and the account entry (sign-in with the current page as origin when
 * the customer-account feature is on, booking lookup otherwise). Each icon's name is visible to
 * assistive technology and shown on hover (title). On simplified routes only help remains.
 */
import { useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { header } from "styled-system/recipes";
import { useShop, useT } from "../../shop/use-shop";
import { Icon, type IconName } from "../../ui/icons";
import { accountHref, GIFT_HREF, helpHref, WISHLIST_HREF } from "../../shop/links";
import { HeaderAccountTool } from "../account";
import { GiftMenuTool } from "../gifting";

export function HeaderTools(props: { simplified: boolean }) {
  const t = useT();
  const shop = useShop();
  const origin = useRouterState({ select: (s) => `${s.location.pathname}${s.location.searchStr}` });
  const account = shop.flags.customerAccount ? t("header.account") : t("header.bookingLookup");
  const tools: { key: string; href: string; icon: IconName; label: string }[] = [
    { key: "help", href: helpHref(shop.market.language), icon: "help", label: t("header.help") },
    ...(props.simplified ? [] : [
      { key: "gift", href: GIFT_HREF, icon: "gift" as const, label: t("header.gift") },
      { key: "wishlist", href: WISHLIST_HREF, icon: "heart" as const, label: t("header.wishlist") },
      { key: "account", href: accountHref(shop.flags.customerAccount, origin), icon: "user" as const, label: account },
    ]),
  ];
  return (
    <ul aria-label={t("header.tools")} className={css({ display: "flex", alignItems: "center", gap: { base: "0", md: "1" }, listStyle: "none", m: 0, p: 0, marginLeft: { base: 0, md: "auto" } })}>
      {tools.map((tool) => (
        <li key={tool.key}>
          {tool.key === "wishlist" || tool.key === "account" ? (
            <HeaderAccountTool tool={tool.key} href={tool.href} label={tool.label} className={iconLink}>
              <Icon name={tool.icon} />
              <span className={css({ srOnly: true })}>{tool.label}</span>
            </HeaderAccountTool>
          ) : tool.key === "gift" ? (
            <GiftMenuTool label={tool.label} careLabel={t("header.giftCard")} className={iconLink}>
              <Icon name={tool.icon} />
              <span className={css({ srOnly: true })}>{shop.care ? t("header.giftCard") : tool.label}</span>
            </GiftMenuTool>
          ) : (
            <a href={tool.href} title={tool.label} className={iconLink} data-tool={tool.key}>
              <Icon name={tool.icon} />
              <span className={css({ srOnly: true })}>{tool.label}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One class per tool (client/theme/small-recipes.ts `header`). */
const { iconLink } = header();
