/**
 * Box detail page (spec 001 §2 "Box pages": gallery (640_360), included-content list, gifting
 * options accordion, Offer button opening a format modal, paginated offers carousel, how it works;
 * §4 gift format; §8 'Oops, something went wrong'). The code in the path decides the format.
 * Changing it (format modal) replaces the path's fourth segment and sets search giftFormat;
 * Continue goes to the gifting checkout hand-off /boxes/checkout?code&giftFormat.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useLoaderData, useNavigate, useRouterState } from "@tanstack/react-router";
import { Suspense, useState, type ComponentType } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { Box } from "#shared/contract/boxes";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { boxDetailQueryOptions } from "../api/boxes";
import type { BoxLoaderData } from "../boxes-head";
import { boxPromoShown, checkoutSearch, formatChangeTarget, includedLines } from "../lib/box-format";
import { usePhysicalFormat } from "../lib/use-physical-format";
import { BoxesError } from "./boxes-error";
import { BoxGallery } from "./box-gallery";
import { BoxOffersSection } from "./box-offers-section";
import type { FormatDialogProps } from "./format-dialog";
import { GiftingOptions } from "./gifting-options";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import { loadNotFoundScreen } from "../../shell";

// Below the fold and static: server-rendered, its code (shared with the gifting stay page's) loads near the viewport.
const HowItWorks = lazy(() => import("./how-it-works").then((m) => ({ default: m.HowItWorks })));

const loadDialog = () => import("./format-dialog").then((m) => m.FormatDialog);
// Unknown code: the shop's one 404 page, its code loaded only then.
const NotFoundScreen = lazy(() => loadNotFoundScreen().then((m) => ({ default: m.NotFoundScreen })));

export function BoxPage() {
  const data = useLoaderData({ strict: false }) as BoxLoaderData;
  if (data.status === "error") return <BoxesError />;
  if (data.status === "missing") return <MissingBox />;
  return <BoxDetail code={data.code} />;
}

/** An unknown box: the shop's one 404 page (spec 001 §2), with the way back to the catalogue. */
function MissingBox() {
  const t = useT();
  return (
    <Suspense fallback={null}>
      <NotFoundScreen>
        <p className={missing} data-testid="box-missing">
          {t("boxes.missingTitle")}. <Link to="/boxes" className={seeAll}>{t("boxes.seeAll")}</Link>
        </p>
      </NotFoundScreen>
    </Suspense>
  );
}

function BoxDetail(props: { code: string }) {
  const api = useApi();
  const { market } = useShop();
  const query = useQuery(boxDetailQueryOptions(api, market.pointOfSale, props.code));
  if (!query.data) return query.isError ? <BoxesError /> : null;
  return <BoxContent box={query.data} />;
}

function BoxContent(props: { box: Box }) {
  const t = useT();
  const { market } = useShop();
  const { box } = props;
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const physical = usePhysicalFormat(box);
  const [Dialog, setDialog] = useState<ComponentType<FormatDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const promo = boxPromoShown(box.price);
  const money = (c: number) => formatMoney(c, market.pointOfSale);

  const openDialog = () => {
    void loadDialog().then((d) => {
      setDialog(() => d);
      setOpen(true);
    });
  };
  const changeFormat = (format: "digital" | "physical") => {
    const target = formatChangeTarget(pathname, box, format);
    if (target) void navigate({ href: `${target.pathname}?giftFormat=${target.giftFormat}`, replace: true, resetScroll: false });
  };
  const confirm = () => {
    setOpen(false);
    void navigate({ to: "/boxes/checkout", search: checkoutSearch(box.code) });
  };

  return (
    <article className={page} data-testid="box-page" data-code={box.code} data-format={box.format}>
      <nav aria-label={t("product.breadcrumb")} className={crumbs}>
        <Link to="/" className={crumbLink}>{t("shell.home")}</Link> <span aria-hidden="true">›</span>{" "}
        <Link to="/boxes" className={crumbLink}>{t("boxes.crumb")}</Link> <span aria-hidden="true">›</span> <span aria-current="page">{box.title}</span>
      </nav>
      <BoxGallery images={box.images} title={box.title} />
      {/* Title, then the price and Offer button, then the details: on phones the Offer button comes right after the title. */}
      <div className={layout}>
        <div className={headArea}>
          <h1 className={h1}>{box.title}</h1>
          <p className={lead}>{box.description}</p>
        </div>
        <aside className={panel} aria-label={t("boxes.price")}>
          <p className={priceLine}>
            {promo !== null && <span className={promoBadge} data-testid="box-promo">{t("boxes.promo", { percent: promo })}</span>}
            {promo !== null && <s className={refPrice}>{t("boxes.refPrice", { price: money(box.price.referencePrice) })}</s>}
          </p>
          <p className={sellPrice} data-testid="box-price" data-figure="sellPrice" data-cents={box.price.sellPrice}>{money(box.price.sellPrice)}</p>
          <p className={formatNow} data-testid="box-format">
            {t("boxes.formatNow", { label: t(box.format === "digital" ? "boxes.formatDigital" : "boxes.formatPhysical") })}
          </p>
          <button type="button" className={offer} onClick={openDialog} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} data-testid="box-offer-button">
            {t("boxes.offer")}
          </button>
        </aside>
        <div className={bodyArea}>
          <section aria-labelledby="box-included-title" className={sectionCss}>
            <h2 id="box-included-title" className={h2}>{t("boxes.included")}</h2>
            <ul className={included} data-testid="box-included">
              {includedLines(box.includedContent).map((line) => (
                <li key={line} className={includedItem}><span aria-hidden="true" className={bullet}>✓</span>{line}</li>
              ))}
            </ul>
          </section>
          <GiftingOptions box={box} physicalAvailable={physical.available} shipping={physical.shipping} />
        </div>
      </div>
      <BoxOffersSection code={box.code} title={box.title} />
      <HydrateWhenVisible>
        <HowItWorks />
      </HydrateWhenVisible>
      {Dialog && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          box={box}
          physicalAvailable={physical.available}
          shipping={physical.shipping}
          onChangeFormat={changeFormat}
          onConfirm={confirm}
        />
      )}
    </article>
  );
}

const page = css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, pt: "4", pb: "12" });
const crumbs = css({ fontSize: "sm", color: "fg.muted", mb: "3" });
const crumbLink = css({ color: "fg.muted", textDecoration: "underline", _hover: { color: "fg" } });
const layout = css({
  display: "grid", columnGap: "8", rowGap: "6", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 22rem" }, mt: "6", alignItems: "start",
});
const headArea = css({ lg: { gridColumn: "1", gridRow: "1" } });
const bodyArea = css({ lg: { gridColumn: "1", gridRow: "2" } });
const h1 = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 });
const lead = css({ mt: "3", mb: 0, fontSize: { base: "md", md: "lg" }, lineHeight: "relaxed" });
const sectionCss = css({ mt: { base: "2", lg: "2" } });
const h2 = css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", m: 0, mb: "3" });
const included = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "2" });
const includedItem = css({ display: "flex", gap: "3", alignItems: "flex-start" });
const bullet = css({ color: "primary", fontWeight: "bold" });
const panel = css({
  p: "5", borderWidth: "1px", borderColor: "border", borderRadius: "xl", boxShadow: "card", bg: "bg.surface",
  position: { lg: "sticky" }, top: { lg: "6" }, display: "flex", flexDirection: "column", gap: "2",
  lg: { gridColumn: "2", gridRow: "1 / span 2" },
});
const priceLine = css({ m: 0, display: "flex", gap: "2", alignItems: "center", minH: "6" });
const promoBadge = css({ bg: "promo", color: "promo.fg", fontWeight: "bold", fontSize: "sm", px: "2", py: "0.5", borderRadius: "sm" });
const refPrice = css({ color: "fg.muted", fontSize: "sm" });
const sellPrice = css({ m: 0, fontSize: "3xl", fontWeight: "extrabold" });
const formatNow = css({ m: 0, color: "fg.muted", fontSize: "sm" });
const offer = css({
  mt: "2", h: "12", px: "6", borderRadius: "md", fontWeight: "bold", fontSize: "md", cursor: "pointer", bg: "accent", color: "accent.fg",
  boxShadow: "inset 0 -2px 0 token(colors.sun.600)", _hover: { bg: "accent.hover" },
});
const missing = css({ mt: "6", mb: 0 });
const seeAll = css({ color: "primary", fontWeight: "semibold", textDecoration: "underline" });
