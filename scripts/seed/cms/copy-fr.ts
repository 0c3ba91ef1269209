/** French words of the CMS seed (fr_FR, fr_BE). */
import type { CmsCopy } from "./copy";

export const COPY_FR: CmsCopy = {
  seo: {
    booking: {
      title: "Pasea – Week-ends avec activités, spa et gastronomie",
      description: "Réservez un week-end à l'hôtel avec une activité incluse : spa, dîner gastronomique, balade à vélo ou dégustation. Hôtels choisis un à un, prix négociés.",
    },
    gifting: {
      title: "Pasea – Offrir un week-end : coffrets et séjours cadeaux",
      description: "Offrez un séjour plutôt qu'un objet : coffrets week-end, séjours à offrir et cartes cadeaux Pasea, envoyés par e-mail en quelques minutes.",
    },
  },
  hero: {
    booking: { title: "Deux jours rien que pour vous, l'activité en prime", subtitle: "Un hôtel choisi avec soin, le petit-déjeuner, et ce qui rend un week-end inoubliable : un massage, une table étoilée, une balade au bord de l'eau." },
    gifting: { title: "Offrez un week-end, ils choisiront la date", subtitle: "Un séjour à offrir, valable un an, envoyé par e-mail en deux minutes. Le plus beau des cadeaux n'a pas besoin de papier." },
  },
  announcement: {
    home: "Ventes flash d'hiver : jusqu'à -{promo} % sur une sélection de week-ends, jusqu'au {end}.",
    homeLinkLabel: "J'en profite",
    homeGifting: "Dernière minute ? Le bon cadeau arrive par e-mail en 2 minutes, prêt à imprimer.",
    search: "Annulation gratuite sur la plupart des séjours : réservez l'esprit tranquille.",
    productInstalments: "Payez en 3 fois dès {min3} ou en 4 fois dès {min4}, jusqu'à {max} (frais sur la première mensualité) : profitez maintenant, réglez en douceur.",
    productPaypal: "Paiement différé avec PayPal de {min} à {max} : profitez maintenant, réglez plus tard.",
  },
  promoBar: {
    flashSale: "Ventes flash -{promo} %",
    giftCards: "Cartes cadeaux",
    lastMinute: "Ce week-end",
    giftIdeas: "Idées cadeaux",
    corporate: "Cadeaux d'entreprise",
    help: "Une question ? On vous répond",
    boxes: "Coffrets cadeaux",
  },
  usp: {
    title: "Pourquoi partir avec Pasea",
    activities: { title: "L'activité est comprise", text: "Massage, dîner, dégustation ou sortie nature : chaque séjour inclut une vraie expérience, pas seulement la chambre." },
    price: { title: "Le bon prix, sans surprise", text: "Tarifs négociés avec nos hôtels partenaires, taxes comprises, et une équipe qui répond en moins de {hours} h." },
    gift: { title: "À vivre ou à offrir", text: "Chaque week-end peut devenir un cadeau : le bénéficiaire choisit ses dates pendant un an." },
  },
  uspGifting: {
    title: "Un cadeau qui tient ses promesses",
    activities: { title: "Plus de 1 500 séjours au choix", text: "Spa, gastronomie, châteaux, bord de mer : le bénéficiaire trouve forcément le week-end qui lui ressemble." },
    price: { title: "Valable un an, échange gratuit", text: "Le bon se prolonge ou s'échange sans frais : personne ne perd son cadeau faute de temps." },
    gift: { title: "Reçu en 2 minutes", text: "E-mail personnalisé avec votre message, ou coffret imprimé livré en {min} à {max} jours ouvrés." },
  },
  trustTitle: "Nos voyageurs nous recommandent",
  topBooking: "Les week-ends les plus réservés cette semaine",
  topGifting: "Les séjours les plus offerts",
  categoriesTitle: "Quelle envie pour ce week-end ?",
  flash: {
    title: "Ventes flash d'hiver",
    subtitle: "Jusqu'à -{promo} % sur une sélection de week-ends",
    description: "Châteaux au coin du feu, spas avec vue sur la neige, dîners aux chandelles : les plus belles adresses de l'hiver à prix doux, pour quelques jours seulement.",
    cta: "Voir les ventes flash",
    cards: [
      { title: "Spa & détente", text: "dès {price} pour deux" },
      { title: "Tables gourmandes", text: "dès {price} pour deux" },
      { title: "Nuits en château", text: "dès {price} pour deux" },
    ],
  },
  summer: { title: "Soldes d'été", subtitle: "Jusqu'à -30 % sur les séjours en bord de mer", cta: "J'en profite" },
  promoList: {
    title: "Nos coups de cœur du moment",
    items: [
      { title: "Escapades en amoureux", text: "Chambre avec vue, dîner aux chandelles et grasse matinée : l'essentiel pour se retrouver à deux.", label: "Je craque", badge: "Saint-Valentin" },
      { title: "Week-ends bien-être", text: "Hammam, modelage et piscine chauffée : deux jours pour relâcher la pression, sans rien organiser.", label: "Se détendre" },
      { title: "Grand air en famille", text: "Balades, cabanes et fermes pédagogiques : des souvenirs pour les petits, du repos pour les grands.", label: "Partir en famille" },
    ],
  },
  promoListGifting: {
    title: "Des idées pour chaque occasion",
    items: [
      { title: "Anniversaire", text: "Un week-end surprise à deux heures de chez eux : le cadeau dont on parle encore l'année suivante.", label: "Idées anniversaire" },
      { title: "Pour les parents", text: "Un château, un grand dîner, une nuit sans réveil : le merci qu'ils n'oseraient jamais s'offrir.", label: "Les gâter", badge: "Populaire" },
      { title: "Départ, pot commun", text: "Cagnotte entre collègues ou amis : la carte cadeau Pasea s'ajuste à tous les budgets.", label: "Carte cadeau" },
    ],
  },
  banner: { title: "Et si le prochain week-end était un cadeau ?", subtitle: "Offrez un séjour Pasea : valable un an, le bénéficiaire choisit sa date et son hôtel.", cta: "Offrir un séjour", alt: "Terrasse d'hôtel au coucher du soleil" },
  bannerGifting: { title: "La carte cadeau, pour ceux qui aiment choisir", subtitle: "De 50 à 1 000 €, utilisable sur tous nos séjours, envoyée immédiatement.", cta: "Offrir une carte cadeau", alt: "Paquet cadeau posé sur une table" },
  boxes: {
    title: "Nos coffrets week-end",
    subtitle: "Un prix fixe, des dizaines d'hôtels au choix",
  },
  boxesGiftingTitle: "Les coffrets les plus offerts",
  giftBlock: { title: "Offrez un week-end", subtitle: "Coffret, séjour précis ou bon libre : envoyé par e-mail en 2 minutes, valable un an." },
  giftCardBlock: { title: "La carte cadeau Pasea", subtitle: "Le montant de votre choix, à utiliser sur tous nos séjours pendant {months} mois." },
};
