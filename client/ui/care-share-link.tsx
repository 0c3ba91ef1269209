/**
 * The customer-care link to send a customer (spec 000 §6, spec 001 §6 "builds a shareable link
 * replacing the customer-care host with the public host"): this page's full address (path, query
 * and hash, known only in the browser) on the market's public site (shared/care-share.ts), in a
 * read-only field with a Copy button and a status line saying whether the copy worked. Used by the
 * care panels of the stay page and of the results page; only rendered on the care host.
 */
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import { css } from "styled-system/css";
import { shareableLink } from "#shared/care-share";
import { useShop, useT } from "../shop/use-shop";

export function CareShareLink(props: { id?: string }) {
  const t = useT();
  const shop = useShop();
  const generated = useId();
  const id = props.id ?? generated;
  const location = useRouterState({ select: (s) => s.location.href });
  // The page's full URL exists only in the browser (the hash); the server renders the path's.
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => setHref(window.location.href), [location]);
  const link = href ? shareableLink(href, shop.sites, shop.market.pointOfSale) : "";
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  useEffect(() => setCopied(null), [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }

  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <label htmlFor={id} className={css({ fontWeight: "semibold", fontSize: "sm" })}>{t("care.panel.shareLink")}</label>
      <div className={css({ display: "flex", gap: "2" })}>
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className={input} />
        <button type="button" onClick={() => void copy()} disabled={!link} className={button}>{t("care.panel.copy")}</button>
      </div>
      <p role="status" className={copied === "no" ? statusFailed : status}>
        {copied === "yes" ? t("care.panel.copied") : copied === "no" ? t("care.panel.copyFailed") : ""}
      </p>
    </div>
  );
}

const status = css({ m: 0, fontSize: "sm", color: "fg.muted", minH: "5" });
const statusFailed = css({ m: 0, fontSize: "sm", color: "danger", minH: "5" });
const input = css({ flex: 1, minW: 0, h: "10", px: "3", borderWidth: "1px", borderColor: "border", borderRadius: "md", bg: "bg", fontSize: "sm" });
const button = css({ h: "10", px: "4", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "semibold", cursor: "pointer", _disabled: { opacity: 0.5, cursor: "not-allowed" } });
