/**
 * The static content pages of the embedded catalog (spec 001 §2 "Static content page", "Footer:
 * links are per-locale static pages; privacy links exist for fr_FR, es_ES, fr_BE, nl_BE, nl_NL,
 * it_IT"), as rows of `content_pages` (migrations/0012_content.sql). Hand-written copy per
 * language; the market decides the data-protection authority and the consumer-law wording, so
 * each of the six markets has its own privacy page. Fictional company (Pasea), real authorities.
 */
import { CONTENT_PAGE_KEYS, CONTENT_SLUGS, HELP_PAGE_SLUGS, type ContentPageKey } from "../../shared/content-routes";
import type { ContentItem } from "../../shared/content-contract";
import type { TableRows } from "./sql";

type Market = "es_ES" | "fr_FR" | "fr_BE" | "nl_BE" | "nl_NL" | "it_IT";
type Lang = "es" | "fr" | "nl" | "it";
const MARKETS: readonly Market[] = ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"];

/** Data-protection authority of each market (the visitor's right to complain). */
const AUTHORITY: Record<Market, string> = {
  es_ES: "Agencia Española de Protección de Datos (AEPD)",
  fr_FR: "Commission nationale de l'informatique et des libertés (CNIL)",
  fr_BE: "Autorité de protection des données (APD)",
  nl_BE: "Gegevensbeschermingsautoriteit (GBA)",
  nl_NL: "Autoriteit Persoonsgegevens (AP)",
  it_IT: "Garante per la protezione dei dati personali",
};

interface Page { title: string; content: ContentItem[] }
const h = (value: string): ContentItem => ({ type: "heading", value });
const p = (value: string): ContentItem => ({ type: "paragraph", value });

/** The four pages of a language for one market. */
function pages(lang: Lang, market: Market): Record<ContentPageKey, Page> {
  const authority = AUTHORITY[market];
  switch (lang) {
    case "fr":
      return {
        privacy: { title: "Politique de confidentialité", content: [
          h("Qui traite vos données ?"), p("Pasea (société fictive de démonstration) traite les données que vous nous confiez pour réserver un séjour, offrir un cadeau ou nous contacter."),
          h("Quelles données et pourquoi ?"), p("Nom, e-mail, téléphone et détails de réservation : pour exécuter votre réservation, vous envoyer vos confirmations et répondre à vos messages. Nous ne vendons jamais vos données."),
          h("Combien de temps ?"), p("Les données de réservation sont conservées dix ans pour nos obligations comptables ; les messages au service client, trois ans."),
          h("Vos droits"), p(`Vous pouvez accéder à vos données, les rectifier, les effacer ou vous opposer à leur traitement en écrivant à notre service client. Vous pouvez aussi saisir la ${authority}.`),
        ] },
        terms: { title: "Conditions générales de vente", content: [
          h("Objet"), p("Ces conditions régissent la réservation de séjours, d'activités et de cadeaux sur Pasea."),
          h("Prix et paiement"), p("Les prix sont indiqués en euros, toutes taxes comprises, hors taxe de séjour payable à l'hôtel. Le paiement est dû à la réservation."),
          h("Annulation"), p("Les conditions d'annulation de chaque offre sont affichées avant le paiement et rappelées dans votre confirmation."),
          h("Voyages à forfait"), p("Lorsque votre réservation constitue un forfait touristique, vous bénéficiez de tous les droits prévus par la directive (UE) 2015/2302."),
        ] },
        legal: { title: "Mentions légales", content: [
          h("Éditeur"), p("Pasea, boutique de démonstration. Les hôtels, offres et avis présentés sont fictifs."),
          h("Hébergement"), p("Le site est servi par Cloudflare Workers, au plus près de chaque visiteur."),
          h("Sources"), p("Destinations : GeoNames (CC-BY 3.0), INSEE, Natural Earth."),
        ] },
        cookies: { title: "Cookies", content: [
          h("Cookies nécessaires"), p("Toujours déposés : la langue choisie (lastLanguage), un identifiant de visite qui retrouve votre panier (vid), les identifiants de campagne de nos partenaires (trk_…), votre connexion et votre choix de cookies (consent)."),
          h("Mesure d'audience"), p("Seulement avec votre accord : les événements de visite et de vente envoyés à notre outil de statistiques. Sans accord, rien n'est envoyé."),
          h("Expérimentations"), p("Seulement avec votre accord : des variantes de pages (A/B) gardées dans le cookie exp. Sans accord, vous voyez toujours la version habituelle."),
          h("Vos préférences"), p("Vous pouvez modifier vos préférences à tout moment depuis le lien « Préférences cookies » du pied de page."),
        ] },
      };
    case "es":
      return {
        privacy: { title: "Política de privacidad", content: [
          h("¿Quién trata tus datos?"), p("Pasea (empresa ficticia de demostración) trata los datos que nos confías para reservar una escapada, regalar o contactarnos."),
          h("¿Qué datos y para qué?"), p("Nombre, e-mail, teléfono y datos de la reserva: para gestionar tu reserva, enviarte las confirmaciones y responder a tus mensajes. Nunca vendemos tus datos."),
          h("¿Cuánto tiempo?"), p("Los datos de reserva se conservan diez años por obligaciones contables; los mensajes al servicio de atención al cliente, tres años."),
          h("Tus derechos"), p(`Puedes acceder a tus datos, rectificarlos, suprimirlos u oponerte a su tratamiento escribiendo a nuestro servicio de atención al cliente. También puedes reclamar ante la ${authority}.`),
        ] },
        terms: { title: "Condiciones generales", content: [
          h("Objeto"), p("Estas condiciones regulan la reserva de escapadas, actividades y regalos en Pasea."),
          h("Precios y pago"), p("Los precios se indican en euros, impuestos incluidos, salvo la tasa turística que se paga en el hotel. El pago se realiza al reservar."),
          h("Cancelación"), p("Las condiciones de cancelación de cada oferta se muestran antes del pago y se recuerdan en tu confirmación."),
          h("Viajes combinados"), p("Cuando tu reserva es un viaje combinado, disfrutas de todos los derechos de la Directiva (UE) 2015/2302."),
        ] },
        legal: { title: "Aviso legal", content: [
          h("Titular"), p("Pasea, tienda de demostración. Los hoteles, ofertas y opiniones que se muestran son ficticios."),
          h("Alojamiento"), p("El sitio se sirve con Cloudflare Workers, lo más cerca posible de cada visitante."),
          h("Fuentes"), p("Destinos: GeoNames (CC-BY 3.0), INSEE, Natural Earth."),
        ] },
        cookies: { title: "Cookies", content: [
          h("Cookies necesarias"), p("Siempre activas: el idioma elegido (lastLanguage), un identificador de visita que recupera tu carrito (vid), los identificadores de campaña de nuestros socios (trk_…), tu sesión y tu elección de cookies (consent)."),
          h("Medición de audiencia"), p("Solo con tu consentimiento: los eventos de visita y de venta enviados a nuestra herramienta de estadísticas. Sin consentimiento, no se envía nada."),
          h("Experimentos"), p("Solo con tu consentimiento: variantes de páginas (A/B) guardadas en la cookie exp. Sin consentimiento, siempre ves la versión habitual."),
          h("Tus preferencias"), p("Puedes cambiar tus preferencias en cualquier momento desde el enlace «Preferencias de cookies» del pie de página."),
        ] },
      };
    case "nl":
      return {
        privacy: { title: "Privacybeleid", content: [
          h("Wie verwerkt je gegevens?"), p("Pasea (een fictief demonstratiebedrijf) verwerkt de gegevens die je ons toevertrouwt om een weekendje weg te boeken, iets cadeau te doen of contact op te nemen."),
          h("Welke gegevens en waarom?"), p("Naam, e-mail, telefoon en boekingsgegevens: om je boeking uit te voeren, je bevestigingen te sturen en je berichten te beantwoorden. We verkopen je gegevens nooit."),
          h("Hoe lang?"), p("Boekingsgegevens bewaren we tien jaar voor onze boekhoudplicht; berichten aan de klantenservice drie jaar."),
          h("Je rechten"), p(`Je kunt je gegevens inzien, laten verbeteren of wissen, of bezwaar maken tegen de verwerking door onze klantenservice te schrijven. Je kunt ook een klacht indienen bij de ${authority}.`),
        ] },
        terms: { title: "Algemene voorwaarden", content: [
          h("Onderwerp"), p("Deze voorwaarden gelden voor het boeken van verblijven, activiteiten en cadeaus bij Pasea."),
          h("Prijzen en betaling"), p("Prijzen zijn in euro, inclusief btw, exclusief toeristenbelasting die je in het hotel betaalt. Je betaalt bij het boeken."),
          h("Annulering"), p("De annuleringsvoorwaarden van elk aanbod staan vóór de betaling op het scherm en in je bevestiging."),
          h("Pakketreizen"), p("Is je boeking een pakketreis, dan geniet je alle rechten van Richtlijn (EU) 2015/2302."),
        ] },
        legal: { title: "Juridische informatie", content: [
          h("Uitgever"), p("Pasea, een demonstratiewinkel. De getoonde hotels, aanbiedingen en beoordelingen zijn fictief."),
          h("Hosting"), p("De site draait op Cloudflare Workers, zo dicht mogelijk bij elke bezoeker."),
          h("Bronnen"), p("Bestemmingen: GeoNames (CC-BY 3.0), INSEE, Natural Earth."),
        ] },
        cookies: { title: "Cookies", content: [
          h("Noodzakelijke cookies"), p("Altijd geplaatst: de gekozen taal (lastLanguage), een bezoekers-id die je winkelmandje terugvindt (vid), de campagne-id's van onze partners (trk_…), je login en je cookiekeuze (consent)."),
          h("Bezoekersstatistieken"), p("Alleen met je toestemming: bezoek- en verkoopgebeurtenissen voor onze statistieken. Zonder toestemming wordt niets verstuurd."),
          h("Experimenten"), p("Alleen met je toestemming: paginavarianten (A/B), bewaard in de cookie exp. Zonder toestemming zie je altijd de gewone versie."),
          h("Je voorkeuren"), p("Je kunt je voorkeuren altijd aanpassen via de link 'Cookievoorkeuren' onderaan de pagina."),
        ] },
      };
    case "it":
      return {
        privacy: { title: "Informativa sulla privacy", content: [
          h("Chi tratta i tuoi dati?"), p("Pasea (società fittizia dimostrativa) tratta i dati che ci affidi per prenotare un soggiorno, fare un regalo o contattarci."),
          h("Quali dati e perché?"), p("Nome, e-mail, telefono e dettagli della prenotazione: per gestire la prenotazione, inviarti le conferme e rispondere ai tuoi messaggi. Non vendiamo mai i tuoi dati."),
          h("Per quanto tempo?"), p("I dati di prenotazione sono conservati dieci anni per obblighi contabili; i messaggi al servizio clienti tre anni."),
          h("I tuoi diritti"), p(`Puoi accedere ai tuoi dati, rettificarli, cancellarli od opporti al trattamento scrivendo al nostro servizio clienti. Puoi anche rivolgerti al ${authority}.`),
        ] },
        terms: { title: "Condizioni generali di vendita", content: [
          h("Oggetto"), p("Queste condizioni regolano la prenotazione di soggiorni, attività e regali su Pasea."),
          h("Prezzi e pagamento"), p("I prezzi sono in euro, tasse incluse, esclusa la tassa di soggiorno da pagare in hotel. Il pagamento avviene alla prenotazione."),
          h("Cancellazione"), p("Le condizioni di cancellazione di ogni offerta sono indicate prima del pagamento e riportate nella conferma."),
          h("Pacchetti turistici"), p("Se la tua prenotazione è un pacchetto turistico, godi di tutti i diritti previsti dalla direttiva (UE) 2015/2302."),
        ] },
        legal: { title: "Note legali", content: [
          h("Editore"), p("Pasea, negozio dimostrativo. Hotel, offerte e recensioni presentati sono fittizi."),
          h("Hosting"), p("Il sito è servito da Cloudflare Workers, il più vicino possibile a ogni visitatore."),
          h("Fonti"), p("Destinazioni: GeoNames (CC-BY 3.0), INSEE, Natural Earth."),
        ] },
        cookies: { title: "Cookie", content: [
          h("Cookie necessari"), p("Sempre attivi: la lingua scelta (lastLanguage), un identificativo di visita che ritrova il carrello (vid), gli identificativi di campagna dei partner (trk_…), l'accesso e la tua scelta sui cookie (consent)."),
          h("Misurazione del pubblico"), p("Solo con il tuo consenso: gli eventi di visita e di vendita inviati al nostro strumento di statistiche. Senza consenso non viene inviato nulla."),
          h("Sperimentazioni"), p("Solo con il tuo consenso: varianti delle pagine (A/B) conservate nel cookie exp. Senza consenso vedi sempre la versione abituale."),
          h("Le tue preferenze"), p("Puoi modificare le tue preferenze in qualsiasi momento dal link «Preferenze cookie» a piè di pagina."),
        ] },
      };
  }
}


/** A heading a link can reach (`#id`). */
const hid = (id: string, value: string): ContentItem => ({ type: "heading", value, id });

/**
 * The shop's own help page of a language (decision 077): the five popular questions of the contact
 * page (same order, same ids as client/features/contact/help-links.ts), each a heading with its id
 * and a short answer. The fallback when no external help centre is configured (HELP_CENTER_URL).
 */
function helpPage(lang: Lang): Page {
  const q = HELP_QUESTIONS[lang];
  return { title: q.title, content: (["modify", "cancel", "voucher", "payment", "included"] as const).flatMap((id) => [hid(id, q[id][0]), p(q[id][1])]) };
}

type HelpCopy = { title: string } & Record<"modify" | "cancel" | "voucher" | "payment" | "included", readonly [string, string]>;
const HELP_QUESTIONS: Record<Lang, HelpCopy> = {
  fr: {
    title: "Aide",
    modify: ["Comment changer les dates de mon séjour ?", "Depuis « Actions rapides » de la page contact, choisissez « Modifier ma réservation » avec votre numéro de réservation (8 chiffres). Les nouvelles dates dépendent des disponibilités de l'hôtel ; une différence de prix vous est indiquée avant de confirmer."],
    cancel: ["Comment annuler et être remboursé ?", "Les conditions d'annulation de votre offre figurent dans votre confirmation. Si elle est annulable, choisissez « Annuler ma réservation » avant la date limite : le remboursement est fait sur le moyen de paiement utilisé."],
    voucher: ["Comment utiliser un bon cadeau ?", "Connectez-vous avec le code de votre cadeau depuis « Espace bénéficiaire », choisissez un séjour couvert par votre cadeau et réservez-le : seul un éventuel supplément reste à payer."],
    payment: ["Quels moyens de paiement acceptez-vous ?", "Carte bancaire (CB, Visa, Mastercard) et, selon le montant et la date d'arrivée, le paiement en 3 ou 4 fois ou le paiement différé. Les conditions sont rappelées en pied de page."],
    included: ["Qu'est-ce qui est inclus dans mon séjour ?", "La rubrique « Votre séjour comprend » de chaque offre liste la nuit, les repas et les activités inclus. La taxe de séjour se règle à l'hôtel."],
  },
  es: {
    title: "Ayuda",
    modify: ["¿Cómo cambio las fechas de mi escapada?", "En «Acciones rápidas» de la página de contacto, elige «Modificar mi reserva» con tu número de reserva (8 cifras). Las nuevas fechas dependen de la disponibilidad del hotel; verás cualquier diferencia de precio antes de confirmar."],
    cancel: ["¿Cómo cancelo y recibo el reembolso?", "Las condiciones de cancelación de tu oferta están en tu confirmación. Si es cancelable, elige «Cancelar mi reserva» antes de la fecha límite: el reembolso se hace con el medio de pago utilizado."],
    voucher: ["¿Cómo uso un bono regalo?", "Inicia sesión con el código de tu regalo desde «Espacio beneficiario», elige una escapada que cubra tu regalo y resérvala: solo pagarás un posible suplemento."],
    payment: ["¿Qué medios de pago aceptáis?", "Tarjeta (Visa, Mastercard), Bizum, PayPal y, según el importe y la fecha de llegada, el pago en 3 o 4 plazos o el pago aplazado. Las condiciones figuran en el pie de página."],
    included: ["¿Qué incluye mi escapada?", "El apartado «Tu escapada incluye» de cada oferta enumera la noche, las comidas y las actividades incluidas. La tasa turística se paga en el hotel."],
  },
  nl: {
    title: "Hulp",
    modify: ["Hoe wijzig ik de data van mijn verblijf?", "Kies via 'Snelle acties' op de contactpagina 'Mijn reservering wijzigen' met je reserveringsnummer (8 cijfers). Nieuwe data hangen af van de beschikbaarheid van het hotel; een prijsverschil zie je voordat je bevestigt."],
    cancel: ["Hoe annuleer ik en krijg ik mijn geld terug?", "De annuleringsvoorwaarden van je aanbieding staan in je bevestiging. Is ze annuleerbaar, kies dan vóór de uiterste datum 'Mijn reservering annuleren': je wordt terugbetaald via het gebruikte betaalmiddel."],
    voucher: ["Hoe gebruik ik een cadeaubon?", "Log in met de code van je cadeau via 'Begunstigde', kies een verblijf dat je cadeau dekt en boek het: alleen een eventuele toeslag betaal je nog."],
    payment: ["Welke betaalmethoden accepteren jullie?", "Betaalkaart (Visa, Mastercard), Bancontact in België, iDEAL in Nederland en, afhankelijk van bedrag en aankomstdatum, betalen in 3 of 4 keer of later betalen. De voorwaarden staan onderaan de pagina."],
    included: ["Wat is inbegrepen in mijn verblijf?", "Het onderdeel 'Je verblijf omvat' van elke aanbieding somt de nacht, de maaltijden en de activiteiten op. De toeristenbelasting betaal je in het hotel."],
  },
  it: {
    title: "Aiuto",
    modify: ["Come cambio le date del mio soggiorno?", "Da «Azioni rapide» della pagina contatti scegli «Modifica la prenotazione» con il tuo numero di prenotazione (8 cifre). Le nuove date dipendono dalla disponibilità dell'hotel; vedrai un'eventuale differenza di prezzo prima di confermare."],
    cancel: ["Come annullo e ottengo il rimborso?", "Le condizioni di cancellazione della tua offerta sono nella conferma. Se è cancellabile, scegli «Annulla la prenotazione» entro la scadenza: il rimborso avviene sul mezzo di pagamento usato."],
    voucher: ["Come uso un buono regalo?", "Accedi con il codice del tuo regalo da «Area beneficiario», scegli un soggiorno coperto dal regalo e prenotalo: resta da pagare solo un eventuale supplemento."],
    payment: ["Quali metodi di pagamento accettate?", "Carta (Visa, Mastercard, American Express) e PayPal, anche a rate secondo l'importo. Le condizioni sono indicate a piè di pagina."],
    included: ["Cosa è incluso nel mio soggiorno?", "La sezione «Il tuo soggiorno comprende» di ogni offerta elenca la notte, i pasti e le attività inclusi. La tassa di soggiorno si paga in hotel."],
  },
};

/** Rows of `content_pages`: four footer pages and the help page for each of the six markets. */
export function contentPagesTable(): TableRows {
  const rows = MARKETS.flatMap((market) => {
    const lang = market.slice(0, 2) as Lang;
    const byKey = pages(lang, market);
    const help = helpPage(lang);
    return [
      ...CONTENT_PAGE_KEYS.map((key, position) => [market, key, CONTENT_SLUGS[lang][key], byKey[key].title, JSON.stringify(byKey[key].content), position]),
      [market, "help", HELP_PAGE_SLUGS[lang], help.title, JSON.stringify(help.content), CONTENT_PAGE_KEYS.length],
    ];
  });
  return { table: "content_pages", columns: ["locale", "page_key", "slug", "title", "content", "position"], rows };
}
