/** Dutch words of the CMS seed (nl_BE, nl_NL). */
import type { CmsCopy } from "./copy";

export const COPY_NL: CmsCopy = {
  seo: {
    booking: {
      title: "Pasea – Weekendjes weg met activiteiten, wellness en lekker eten",
      description: "Boek een hotelweekend met een activiteit inbegrepen: wellness, gastronomisch diner, fietstocht of proeverij. Elk hotel zorgvuldig gekozen, scherp onderhandelde prijzen.",
    },
    gifting: {
      title: "Pasea – Een weekend cadeau geven: cadeauboxen en verblijven",
      description: "Geef een belevenis in plaats van een ding: cadeauboxen, verblijven en cadeaukaarten van Pasea, binnen enkele minuten per e-mail verstuurd.",
    },
  },
  hero: {
    booking: { title: "Twee dagen voor jezelf, de activiteit krijg je erbij", subtitle: "Een zorgvuldig gekozen hotel, het ontbijt en wat een weekend onvergetelijk maakt: een massage, een sterrenrestaurant, een wandeling langs het water." },
    gifting: { title: "Geef een weekend cadeau, zij kiezen de datum", subtitle: "Een verblijf om cadeau te geven, een jaar geldig en in twee minuten per e-mail verstuurd. Het mooiste cadeau heeft geen inpakpapier nodig." },
  },
  announcement: {
    home: "Winterse flash sales: tot -{promo} % op een selectie weekends, tot en met {end}.",
    homeLinkLabel: "Profiteer nu",
    homeGifting: "Last minute? De cadeaubon staat binnen 2 minuten in de mailbox, klaar om te printen.",
    search: "Gratis annuleren bij de meeste verblijven: boek met een gerust hart.",
    productInstalments: "Betaal in 3 termijnen vanaf {min3} of in 4 termijnen vanaf {min4}, tot {max} (kosten bij de eerste betaling): nu genieten, rustig betalen.",
    productPaypal: "Betaal later met PayPal, van {min} tot {max}: nu genieten, later betalen.",
  },
  promoBar: {
    flashSale: "Flash sales -{promo} %",
    giftCards: "Cadeaukaarten",
    lastMinute: "Dit weekend",
    giftIdeas: "Cadeau-ideeën",
    corporate: "Relatiegeschenken",
    help: "Vragen? Wij helpen je",
    boxes: "Cadeauboxen",
  },
  usp: {
    title: "Waarom op weekend met Pasea",
    activities: { title: "De activiteit is inbegrepen", text: "Massage, diner, proeverij of natuuruitstap: elk verblijf bevat een echte belevenis, niet alleen de kamer." },
    price: { title: "Eerlijke prijs, geen verrassingen", text: "Tarieven onderhandeld met onze partnerhotels, taksen inbegrepen, en een team dat binnen {hours} uur antwoordt." },
    gift: { title: "Zelf beleven of cadeau geven", text: "Elk weekend kan een cadeau worden: de ontvanger kiest zelf de data, een jaar lang." },
  },
  uspGifting: {
    title: "Een cadeau dat zijn belofte waarmaakt",
    activities: { title: "Meer dan 1.500 verblijven", text: "Wellness, gastronomie, kastelen, kust: de ontvanger vindt altijd het weekend dat bij hem past." },
    price: { title: "Een jaar geldig, gratis omruilen", text: "De bon verlengen of omruilen kost niets: niemand verliest zijn cadeau door tijdgebrek." },
    gift: { title: "Binnen 2 minuten ontvangen", text: "Persoonlijke e-mail met jouw boodschap, of een gedrukte box, geleverd in {min} tot {max} werkdagen." },
  },
  trustTitle: "Onze reizigers bevelen ons aan",
  topBooking: "De meest geboekte weekends van deze week",
  topGifting: "De vaakst geschonken verblijven",
  categoriesTitle: "Waar heb je zin in dit weekend?",
  flash: {
    title: "Winterse flash sales",
    subtitle: "Tot -{promo} % op een selectie weekends",
    description: "Kastelen met een knapperend haardvuur, wellness met zicht op de sneeuw, diners bij kaarslicht: de mooiste winteradressen voor een zachte prijs, slechts enkele dagen.",
    cta: "Bekijk de flash sales",
    cards: [
      { title: "Wellness & ontspanning", text: "vanaf {price} voor twee" },
      { title: "Culinaire adresjes", text: "vanaf {price} voor twee" },
      { title: "Slapen in een kasteel", text: "vanaf {price} voor twee" },
    ],
  },
  summer: { title: "Zomersolden", subtitle: "Tot -30 % op verblijven aan zee", cta: "Profiteer nu" },
  promoList: {
    title: "Onze favorieten van dit moment",
    items: [
      { title: "Romantische uitstapjes", text: "Kamer met uitzicht, diner bij kaarslicht en lekker uitslapen: alles om weer even samen te zijn.", label: "Ontdekken", badge: "Valentijn" },
      { title: "Wellnessweekends", text: "Hamam, massage en verwarmd zwembad: twee dagen ontspannen zonder iets te moeten regelen.", label: "Tot rust komen" },
      { title: "Buitenlucht met het gezin", text: "Wandelen, boomhutten en kinderboerderijen: herinneringen voor de kleintjes, rust voor de ouders.", label: "Met het gezin" },
    ],
  },
  promoListGifting: {
    title: "Ideeën voor elke gelegenheid",
    items: [
      { title: "Verjaardag", text: "Een verrassingsweekend op twee uur van huis: het cadeau waar ze een jaar later nog over praten.", label: "Verjaardagsideeën" },
      { title: "Voor je ouders", text: "Een kasteel, een uitgebreid diner, een nacht zonder wekker: het bedankje dat ze zichzelf nooit zouden geven.", label: "Verwen ze", badge: "Populair" },
      { title: "Afscheid of groepscadeau", text: "Samen leggen met collega's of vrienden: de Pasea-cadeaukaart past bij elk budget.", label: "Cadeaukaart" },
    ],
  },
  banner: { title: "Wat als je volgende weekend een cadeau was?", subtitle: "Geef een Pasea-verblijf cadeau: een jaar geldig, de ontvanger kiest datum en hotel.", cta: "Een verblijf cadeau geven", alt: "Hotelterras bij zonsondergang" },
  bannerGifting: { title: "De cadeaukaart, voor wie graag zelf kiest", subtitle: "Van € 50 tot € 1.000, geldig op al onze verblijven, meteen verstuurd.", cta: "Cadeaukaart geven", alt: "Ingepakt cadeau op een tafel" },
  boxes: {
    title: "Onze cadeauboxen",
    subtitle: "Eén vaste prijs, tientallen hotels om uit te kiezen",
  },
  boxesGiftingTitle: "De vaakst geschonken boxen",
  giftBlock: { title: "Geef een weekend cadeau", subtitle: "Box, vast verblijf of vrije bon: binnen 2 minuten per e-mail, een jaar geldig." },
  giftCardBlock: { title: "De Pasea-cadeaukaart", subtitle: "Het bedrag dat je wilt, {months} maanden lang te gebruiken op al onze verblijven." },
};
