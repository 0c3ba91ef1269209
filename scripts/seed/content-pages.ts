/**
 * The static content pages of the embedded catalog (spec 001 §2 "Static content page", "Footer:
 * links are per-locale static pages; privacy links exist for fr_FR, es_ES, fr_BE, nl_BE, nl_NL,
 * it_IT"), as rows of `content_pages` (migrations/0012_content.sql). Hand-written copy per
 * language; the market decides the data-protection authority and the consumer-law wording, so
 * each of the six markets has its own privacy page. Fictional company (Pasea), real authorities.
 */
import { CONTENT_PAGE_KEYS, CONTENT_SLUGS, type ContentPageKey } from "../../shared/content-routes";
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
          h("Cookies nécessaires"), p("Nous utilisons un cookie de langue (lastLanguage) et un identifiant de suivi des campagnes, indispensables au fonctionnement de la boutique."),
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
          h("Cookies necesarias"), p("Usamos una cookie de idioma (lastLanguage) y un identificador de campañas, imprescindibles para el funcionamiento de la tienda."),
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
          h("Noodzakelijke cookies"), p("We gebruiken een taalcookie (lastLanguage) en een campagne-ID, die nodig zijn om de winkel te laten werken."),
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
          h("Cookie necessari"), p("Usiamo un cookie della lingua (lastLanguage) e un identificativo delle campagne, indispensabili al funzionamento del negozio."),
          h("Le tue preferenze"), p("Puoi modificare le tue preferenze in qualsiasi momento dal link «Preferenze cookie» a piè di pagina."),
        ] },
      };
  }
}

/** Rows of `content_pages`: four pages for each of the six markets. */
export function contentPagesTable(): TableRows {
  const rows = MARKETS.flatMap((market) => {
    const lang = market.slice(0, 2) as Lang;
    const byKey = pages(lang, market);
    return CONTENT_PAGE_KEYS.map((key, position) => [market, key, CONTENT_SLUGS[lang][key], byKey[key].title, JSON.stringify(byKey[key].content), position]);
  });
  return { table: "content_pages", columns: ["locale", "page_key", "slug", "title", "content", "position"], rows };
}
