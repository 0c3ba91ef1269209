/**
 * A partner's branding on the pages scoped to its minisite (`?minisite=` kept by the search, stay
 * and booking routes; decision 048), loaded on demand by the root: the band under the header
 * ('top') or the partner's legal text above the footer ('bottom'). A malformed slug shows nothing.
 */
import { PartnerBand, PartnerLegal } from "./components/partner-band";

export default function PartnerScope(props: { slug: string; place: "top" | "bottom" }) {
  if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(props.slug)) return null;
  return props.place === "top" ? <PartnerBand slug={props.slug} /> : <PartnerLegal slug={props.slug} />;
}
