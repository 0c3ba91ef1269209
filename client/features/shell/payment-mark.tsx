/**
 * The footer's payment logos (spec 001 §2 Footer "payment logos per country"; brands per market in
 * payment-brands.ts). Each is a small mark drawn here, 48 x 30 px, as a card-shaped badge: a simple
 * wordmark in the brand's colours (the Mastercard mark as its two overlapping circles). No
 * trademark artwork is copied. Each SVG is an image named by the brand (`role="img"`, `<title>`).
 */
import type { ReactNode } from "react";

const W = 48;
const H = 30;

function Badge(props: { brand: string; bg: string; border?: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={props.brand} width={W} height={H} viewBox={`0 0 ${W} ${H}`} data-brand={props.brand}>
      <title>{props.brand}</title>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="4" fill={props.bg} stroke={props.border ?? "#d5d9e0"} />
      {props.children}
    </svg>
  );
}

/** A wordmark centred on the badge. */
function Word(props: { children: ReactNode; fill: string; size: number; italic?: boolean; weight?: number; spacing?: number }) {
  return (
    <text x={W / 2} y={H / 2} dominantBaseline="central" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize={props.size}
      fontWeight={props.weight ?? 700} fontStyle={props.italic ? "italic" : undefined} letterSpacing={props.spacing} fill={props.fill}>
      {props.children}
    </text>
  );
}

/** The mark of `brand` (a name from payment-brands.ts); an unknown brand gets its name as a plain wordmark. */
export function PaymentMark(props: { brand: string }) {
  const { brand } = props;
  switch (brand) {
    case "Visa":
      return <Badge brand={brand} bg="#ffffff"><Word fill="#1a1f71" size={13} italic weight={800} spacing={0.5}>VISA</Word></Badge>;
    case "Mastercard":
      return (
        <Badge brand={brand} bg="#ffffff">
          <circle cx="19" cy="15" r="9" fill="#eb001b" />
          <circle cx="29" cy="15" r="9" fill="#f79e1b" />
          <path d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
        </Badge>
      );
    case "CB":
      return <Badge brand={brand} bg="#0b5aa3" border="#0b5aa3"><Word fill="#ffffff" size={14} weight={800}>CB</Word></Badge>;
    case "Bancontact":
      return (
        <Badge brand={brand} bg="#ffffff">
          <rect x="8" y="6" width="16" height="7" rx="2" fill="#1e3764" />
          <rect x="24" y="6" width="16" height="7" rx="2" fill="#ffd800" />
          <Word fill="#1e3764" size={7.5}><tspan dy="5">Bancontact</tspan></Word>
        </Badge>
      );
    case "iDEAL":
      return <Badge brand={brand} bg="#ffffff"><Word fill="#cc0066" size={12} weight={800}>iDEAL</Word></Badge>;
    case "Bizum":
      return <Badge brand={brand} bg="#ffffff"><Word fill="#05c3de" size={12} weight={800}>bizum</Word></Badge>;
    case "PayPal":
      return (
        <Badge brand={brand} bg="#ffffff">
          <Word fill="#003087" size={10.5} italic weight={800}>Pay<tspan fill="#009cde">Pal</tspan></Word>
        </Badge>
      );
    case "American Express":
      return <Badge brand={brand} bg="#016fd0" border="#016fd0"><Word fill="#ffffff" size={10} weight={800} spacing={0.5}>AMEX</Word></Badge>;
    default:
      return <Badge brand={brand} bg="#ffffff"><Word fill="#1f2937" size={8}>{brand}</Word></Badge>;
  }
}
