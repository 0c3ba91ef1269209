/** Italian words of the CMS seed (it_IT). */
import type { CmsCopy } from "./copy";

export const COPY_IT: CmsCopy = {
  seo: {
    booking: {
      title: "Pasea – Weekend con attività, spa e gastronomia",
      description: "Prenota un weekend in hotel con un'attività inclusa: spa, cena gourmet, giro in bici o degustazione. Hotel scelti uno a uno, prezzi negoziati.",
    },
    gifting: {
      title: "Pasea – Regalare un weekend: cofanetti e soggiorni regalo",
      description: "Regala un'esperienza invece di un oggetto: cofanetti, soggiorni e carte regalo Pasea, inviati via e-mail in pochi minuti.",
    },
  },
  hero: {
    booking: { title: "Due giorni tutti per voi, con l'attività compresa", subtitle: "Un hotel scelto con cura, la colazione e ciò che rende indimenticabile un weekend: un massaggio, una tavola stellata, una passeggiata sull'acqua." },
    gifting: { title: "Regala un weekend, la data la scelgono loro", subtitle: "Un soggiorno da regalare, valido un anno e inviato via e-mail in due minuti. Il regalo più bello non ha bisogno di carta." },
  },
  announcement: {
    home: "Flash sale d'inverno: fino a -{promo} % su una selezione di weekend, fino al {end}.",
    homeLinkLabel: "Approfittane",
    homeGifting: "All'ultimo minuto? Il buono regalo arriva via e-mail in 2 minuti, pronto da stampare.",
    search: "Cancellazione gratuita sulla maggior parte dei soggiorni: prenota in tutta tranquillità.",
    productInstalments: "Paga in 3 rate da {min3} o in 4 rate da {min4}, fino a {max} (commissione sulla prima rata): goditi il weekend ora, paga con calma.",
    productPaypal: "Paga più tardi con PayPal da {min} a {max}: goditi il weekend ora, paga con calma.",
  },
  promoBar: {
    flashSale: "Flash sale -{promo} %",
    giftCards: "Carte regalo",
    lastMinute: "Questo weekend",
    giftIdeas: "Idee regalo",
    corporate: "Regali aziendali",
    help: "Domande? Ti aiutiamo",
    boxes: "Cofanetti regalo",
  },
  usp: {
    title: "Perché partire con Pasea",
    activities: { title: "L'attività è compresa", text: "Massaggio, cena, degustazione o escursione: ogni soggiorno include una vera esperienza, non solo la camera." },
    price: { title: "Il giusto prezzo, senza sorprese", text: "Tariffe negoziate con i nostri hotel partner, tasse incluse, e un team che risponde entro {hours} ore." },
    gift: { title: "Da vivere o da regalare", text: "Ogni weekend può diventare un regalo: chi lo riceve sceglie le date entro un anno." },
  },
  uspGifting: {
    title: "Un regalo che mantiene le promesse",
    activities: { title: "Oltre 1.500 soggiorni", text: "Spa, gastronomia, castelli, mare: chi lo riceve trova sempre il weekend giusto per sé." },
    price: { title: "Valido un anno, cambio gratuito", text: "Il buono si proroga o si cambia senza costi: nessuno perde il regalo per mancanza di tempo." },
    gift: { title: "Ricevuto in 2 minuti", text: "E-mail personalizzata con il tuo messaggio, o cofanetto stampato consegnato in {min}-{max} giorni lavorativi." },
  },
  trustTitle: "I nostri viaggiatori ci raccomandano",
  topBooking: "I weekend più prenotati questa settimana",
  topGifting: "I soggiorni più regalati",
  categoriesTitle: "Che voglia hai per questo weekend?",
  flash: {
    title: "Flash sale d'inverno",
    subtitle: "Fino a -{promo} % su una selezione di weekend",
    description: "Castelli davanti al camino, spa con vista sulla neve, cene a lume di candela: i più begli indirizzi dell'inverno a prezzi dolci, solo per pochi giorni.",
    cta: "Scopri le flash sale",
    cards: [
      { title: "Spa e relax", text: "da {price} per due" },
      { title: "Tavole gourmet", text: "da {price} per due" },
      { title: "Notti in castello", text: "da {price} per due" },
    ],
  },
  summer: { title: "Saldi estivi", subtitle: "Fino a -30 % sui soggiorni al mare", cta: "Approfittane" },
  promoList: {
    title: "I nostri preferiti del momento",
    items: [
      { title: "Fughe romantiche", text: "Camera con vista, cena a lume di candela e sveglia spenta: l'essenziale per ritrovarsi in due.", label: "Lasciati tentare", badge: "San Valentino" },
      { title: "Weekend benessere", text: "Hammam, massaggio e piscina riscaldata: due giorni per staccare senza dover organizzare nulla.", label: "Rilassarsi" },
      { title: "Aria aperta in famiglia", text: "Passeggiate, casette sugli alberi e fattorie didattiche: ricordi per i piccoli, riposo per i grandi.", label: "In famiglia" },
    ],
  },
  promoListGifting: {
    title: "Idee per ogni occasione",
    items: [
      { title: "Compleanno", text: "Un weekend a sorpresa a due ore da casa: il regalo di cui si parla ancora l'anno dopo.", label: "Idee compleanno" },
      { title: "Per i genitori", text: "Un castello, una grande cena, una notte senza sveglia: il grazie che non si regalerebbero mai.", label: "Viziali", badge: "Popolare" },
      { title: "Regalo di gruppo", text: "Colletta tra colleghi o amici: la carta regalo Pasea si adatta a ogni budget.", label: "Carta regalo" },
    ],
  },
  banner: { title: "E se il prossimo weekend fosse un regalo?", subtitle: "Regala un soggiorno Pasea: valido un anno, chi lo riceve sceglie data e hotel.", cta: "Regala un soggiorno", alt: "Terrazza d'albergo al tramonto" },
  bannerGifting: { title: "La carta regalo, per chi ama scegliere", subtitle: "Da 50 a 1.000 €, valida su tutti i nostri soggiorni, inviata subito.", cta: "Regala una carta", alt: "Pacco regalo su un tavolo" },
  boxes: {
    title: "I nostri cofanetti weekend",
    subtitle: "Un prezzo fisso, decine di hotel tra cui scegliere",
  },
  boxesGiftingTitle: "I cofanetti più regalati",
  giftBlock: { title: "Regala un weekend", subtitle: "Cofanetto, soggiorno preciso o buono libero: via e-mail in 2 minuti, valido un anno." },
  giftCardBlock: { title: "La carta regalo Pasea", subtitle: "L'importo che preferisci, da usare su tutti i nostri soggiorni per {months} mesi." },
};
