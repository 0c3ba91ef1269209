/**
 * The box's offers carousel (spec 001 §2 box detail, §4 "Box offers load pages of 8 with a loader;
 * stop when a page is empty", §9 "Box offers page 8"): a horizontal scroll-snap row of the stays
 * the box redeems, previous/next buttons that scroll it, and 'More stays', which asks the next
 * page of 8 (one query per page) with a loader until a page comes back empty. `exactMatch` false shows that these are
 * the nearest stays. The Map button beside the count opens every stay on a map (../map/). Loaded
 * on demand by box-offers-section.tsx.
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { ProductCard } from "#shared/contract/common";
import { formatMoney } from "#shared/money";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { boxOffersPageQueryOptions } from "../api/boxes";
import { offersPaging, type OffersPageState } from "../lib/box-format";
import { BoxMapButton } from "../map/box-map-button";
import { BoxesError } from "./boxes-error";
import { Skeleton } from "./box-offers-skeleton";

export function BoxOffers(props: { code: string; title: string }) {
  const t = useT();
  const { market } = useShop();
  const rowRef = useRef<HTMLUListElement>(null);
  const [pages, setPages] = useState<PageReport[]>([{ status: "pending" }]);
  const report = useCallback((page: number, state: PageReport) => {
    setPages((list) => (sameReport(list[page], state) ? list : list.map((p, i) => (i === page ? state : p))));
  }, []);
  const paging = offersPaging(pages);
  const first = pages[0]!;
  const shown = pages.reduce((n, p) => n + (p.status === "success" ? p.count : 0), 0);
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const scroll = (dir: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: dir * row.clientWidth * 0.9, behavior: "smooth" });
  };
  // After 'More stays', the first new stay scrolls into view once it is there (an empty page ends the list instead).
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const i = firstNew.current;
    const next = i === null ? null : rowRef.current?.children[i];
    if (next) {
      firstNew.current = null;
      next.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" });
    }
  }, [shown]);
  const more = () => {
    firstNew.current = shown;
    setPages((list) => [...list, { status: "pending" }]);
  };
  return (
    <div>
      {first.status === "pending" && <Skeleton />}
      {first.status === "error" && <BoxesError compact onRetry={() => setPages([{ status: "pending" }])} />}
      {first.status === "success" && (first.count === 0 ? (
        <p className={muted}>{t("boxes.offersEmpty")}</p>
      ) : (
        <>
          <div className={countRow}>
            <p className={css({ m: 0, color: "fg.muted" })} data-testid="box-offers-count">{t("boxes.offersCount", { count: first.total })}</p>
            <BoxMapButton code={props.code} title={props.title} />
          </div>
          {!first.exactMatch && <p className={notice}>{t("boxes.offersNearest")}</p>}
        </>
      ))}
      <ul ref={rowRef} className={row} tabIndex={shown > 0 ? 0 : -1} aria-label={t("boxes.offersTitle")} data-testid="box-offers-row" hidden={shown === 0}>
        {pages.map((p, i) => (
          // A failed page is asked again by remounting it (key) when the shopper retries.
          <OffersPage key={`${i}-${p.status === "error" ? "e" : "ok"}`} code={props.code} page={i} onReport={report} money={money} />
        ))}
      </ul>
      {shown > 0 && (
        <div className={controls}>
          <div className={arrows}>
            <button type="button" className={arrow} onClick={() => scroll(-1)} aria-label={t("boxes.offersPrev")}>‹</button>
            <button type="button" className={arrow} onClick={() => scroll(1)} aria-label={t("boxes.offersNext")}>›</button>
          </div>
          {paging === "loading" ? (
            <p role="status" className={loader} data-testid="box-offers-loading"><span aria-hidden="true" className={spinner} />{t("boxes.offersLoading")}</p>
          ) : paging === "error" ? (
            <BoxesError compact onRetry={() => setPages((list) => [...list.slice(0, -1), { status: "pending" }])} />
          ) : paging === "more" ? (
            <button type="button" className={moreCss} data-testid="box-offers-more" onClick={more}>{t("boxes.offersMore")}</button>
          ) : (
            <p role="status" className={muted} data-testid="box-offers-end">{t("boxes.offersEnd")}</p>
          )}
        </div>
      )}
    </div>
  );
}

/** A page's state as the carousel needs it: offersPaging's state plus the first page's totals. */
type PageReport = Exclude<OffersPageState, { status: "success" }> | { status: "success"; count: number; total: number; exactMatch: boolean };

function sameReport(a: PageReport | undefined, b: PageReport): boolean {
  return !!a && a.status === b.status && (a.status !== "success" || (b.status === "success" && a.count === b.count));
}

/** The cards of one page (its own query), reported to the carousel as they load. */
function OffersPage(props: { code: string; page: number; onReport: (page: number, state: PageReport) => void; money: (cents: number) => string }) {
  const api = useApi();
  const { market } = useShop();
  const query = useQuery(boxOffersPageQueryOptions(api, market.pointOfSale, props.code, props.page));
  const { onReport, page } = props;
  const data = query.data;
  useEffect(() => {
    if (data) onReport(page, { status: "success", count: data.offers.length, total: data.searchDetails.totalCount, exactMatch: data.exactMatch });
    else if (query.isError) onReport(page, { status: "error" });
  }, [data, query.isError, onReport, page]);
  return (
    <>
      {(data?.offers ?? []).map((o) => (
        <li key={o.id} className={cell} data-testid="box-offer">
          <OfferCard offer={o} money={props.money} />
        </li>
      ))}
    </>
  );
}

function OfferCard(props: { offer: ProductCard; money: (cents: number) => string }) {
  const t = useT();
  const o = props.offer;
  return (
    <article className={card}>
      <div className={media}>
        <img src={rasterUrl(o.imageUrl)} srcSet={rasterSrcSet(o.imageUrl, [320, 480, 640])} sizes="(min-width: 64em) 300px, 80vw" alt="" width={640} height={360} loading="lazy" className={img} />
      </div>
      <div className={body}>
        <h3 className={title}>
          <a href={`${o.uri}?flow=gifting`} className={titleLink}>{o.label}</a>
        </h3>
        <p className={hotel}><span>{o.hotel.label}</span> <Stars count={o.hotel.stars} /></p>
        <p className={place}>{o.hotel.location.label}</p>
        {o.headwords.length > 0 && <p className={place}>{o.headwords.slice(0, 3).join(" · ")}</p>}
        <p className={price}>{t("boxes.offerValue", { price: props.money(o.sellPrice) })}</p>
      </div>
    </article>
  );
}

const countRow = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap", mb: "3" });
const muted = css({ m: 0, mb: "3", color: "fg.muted" });
const notice = css({ m: 0, mb: "3", p: "3", bg: "bg.subtle", borderRadius: "md", fontSize: "sm" });
const row = css({
  listStyle: "none", p: 0, m: 0, display: "flex", gap: "4", overflowX: "auto", scrollSnapType: "x mandatory", scrollbarWidth: "thin", pb: "3",
  scrollPaddingInline: "1",
});
const cell = css({ flex: { base: "0 0 80%", sm: "0 0 45%", lg: "0 0 calc(25% - 0.75rem)" }, scrollSnapAlign: "start", display: "flex" });
const card = css({
  position: "relative", display: "flex", flexDirection: "column", flex: 1, bg: "bg", borderRadius: "lg", overflow: "hidden", boxShadow: "card",
  borderWidth: "1px", borderColor: "border", _focusWithin: { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
});
const media = css({ aspectRatio: "16 / 9", bg: "bg.subtle", overflow: "hidden" });
const img = css({ width: "100%", height: "100%", objectFit: "cover" });
const body = css({ p: "3", display: "flex", flexDirection: "column", gap: "1", flex: 1 });
const title = css({ fontSize: "md", fontWeight: "bold", lineHeight: "snug", m: 0 });
const titleLink = css({ color: "fg", textDecoration: "none", _hover: { textDecoration: "underline" }, _after: { content: '""', position: "absolute", inset: 0 } });
const hotel = css({ m: 0, fontSize: "sm", display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" });
const place = css({ m: 0, fontSize: "sm", color: "fg.muted" });
const price = css({ mt: "auto", pt: "2", mb: 0, fontWeight: "bold", textAlign: "end" });
const controls = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", mt: "3", flexWrap: "wrap" });
const arrows = css({ display: "flex", gap: "2" });
const arrow = css({
  w: "10", h: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border", bg: "bg.surface", fontSize: "xl", lineHeight: "1", cursor: "pointer",
  _hover: { bg: "bg.subtle" },
});
const moreCss = css({
  h: "11", px: "5", borderRadius: "md", borderWidth: "1px", borderColor: "primary", color: "primary", bg: "bg.surface", fontWeight: "semibold",
  cursor: "pointer", _hover: { bg: "primary.subtle" },
});
const loader = css({ m: 0, display: "inline-flex", alignItems: "center", gap: "2", color: "fg.muted" });
const spinner = css({ w: "4", h: "4", borderRadius: "full", borderWidth: "2px", borderColor: "border", borderTopColor: "primary", animation: "spin 0.8s linear infinite" });
