/** Spanish words of the CMS seed (es_ES). */
import type { CmsCopy } from "./copy";

export const COPY_ES: CmsCopy = {
  seo: {
    booking: {
      title: "Pasea – Escapadas con actividades, spa y gastronomía",
      description: "Reserva una escapada de fin de semana en hotel con una actividad incluida: spa, cena gastronómica, ruta en bici o cata de vinos. Hoteles elegidos uno a uno, precios negociados.",
    },
    gifting: {
      title: "Pasea – Regalar una escapada: cajas y estancias regalo",
      description: "Regala una experiencia en vez de un objeto: cajas regalo, estancias y tarjetas regalo Pasea, enviadas por e-mail en pocos minutos.",
    },
  },
  hero: {
    booking: { title: "Dos días solo para vosotros, con la actividad incluida", subtitle: "Un hotel elegido con mimo, el desayuno y lo que hace inolvidable una escapada: un masaje, una mesa con estrella, un paseo junto al mar." },
    gifting: { title: "Regala una escapada, ellos eligen la fecha", subtitle: "Una estancia para regalar, válida un año y enviada por e-mail en dos minutos. El mejor regalo no necesita papel de envolver." },
  },
  announcement: {
    home: "Ofertas flash de invierno: hasta -{promo} % en una selección de escapadas, hasta el {end}.",
    homeLinkLabel: "Aprovechar",
    homeGifting: "¿Vas con prisa? El bono regalo llega por e-mail en 2 minutos, listo para imprimir.",
    search: "Cancelación gratuita en la mayoría de escapadas: reserva con total tranquilidad.",
    productInstalments: "Paga en 3 plazos desde {min3} o en 4 plazos desde {min4}, hasta {max} (comisión en el primer pago): disfruta ahora, paga poco a poco.",
    productPaypal: "Paga más tarde con PayPal de {min} a {max}: disfruta ahora, paga después.",
  },
  promoBar: {
    flashSale: "Ofertas flash -{promo} %",
    giftCards: "Tarjetas regalo",
    lastMinute: "Este fin de semana",
    giftIdeas: "Ideas para regalar",
    corporate: "Regalos de empresa",
    help: "¿Dudas? Te ayudamos",
    boxes: "Cajas regalo",
  },
  usp: {
    title: "Por qué viajar con Pasea",
    activities: { title: "La actividad está incluida", text: "Masaje, cena, cata o excursión: cada escapada incluye una experiencia de verdad, no solo la habitación." },
    price: { title: "Buen precio, sin sorpresas", text: "Tarifas negociadas con nuestros hoteles colaboradores, impuestos incluidos, y un equipo que responde en menos de {hours} h." },
    gift: { title: "Para vivirla o regalarla", text: "Cualquier escapada puede convertirse en regalo: quien la recibe elige sus fechas durante un año." },
  },
  uspGifting: {
    title: "Un regalo que cumple lo que promete",
    activities: { title: "Más de 1.500 escapadas", text: "Spa, gastronomía, castillos, costa: quien lo recibe siempre encuentra la escapada que le va." },
    price: { title: "Válido un año, cambio gratis", text: "El bono se amplía o se cambia sin coste: nadie pierde su regalo por falta de tiempo." },
    gift: { title: "Recibido en 2 minutos", text: "E-mail personalizado con tu mensaje, o caja impresa entregada en {min} a {max} días laborables." },
  },
  trustTitle: "Nuestros viajeros nos recomiendan",
  topBooking: "Las escapadas más reservadas esta semana",
  topGifting: "Las estancias más regaladas",
  categoriesTitle: "¿Qué te apetece este fin de semana?",
  flash: {
    title: "Ofertas flash de invierno",
    subtitle: "Hasta -{promo} % en una selección de escapadas",
    description: "Castillos junto a la chimenea, spas con vistas a la nieve, cenas a la luz de las velas: los mejores hoteles del invierno a precio suave, solo unos días.",
    cta: "Ver las ofertas flash",
    cards: [
      { title: "Spa y relax", text: "desde {price} para dos" },
      { title: "Mesas gourmet", text: "desde {price} para dos" },
      { title: "Noches en castillos", text: "desde {price} para dos" },
    ],
  },
  summer: { title: "Rebajas de verano", subtitle: "Hasta -30 % en escapadas junto al mar", cta: "Aprovechar" },
  promoList: {
    title: "Nuestros favoritos del momento",
    items: [
      { title: "Escapadas en pareja", text: "Habitación con vistas, cena a la luz de las velas y sin despertador: lo esencial para reencontrarse.", label: "Me apetece", badge: "San Valentín" },
      { title: "Fines de semana de bienestar", text: "Hammam, masaje y piscina climatizada: dos días para desconectar sin organizar nada.", label: "Relajarse" },
      { title: "Naturaleza en familia", text: "Rutas, cabañas y granjas escuela: recuerdos para los pequeños, descanso para los mayores.", label: "Ir en familia" },
    ],
  },
  promoListGifting: {
    title: "Ideas para cada ocasión",
    items: [
      { title: "Cumpleaños", text: "Una escapada sorpresa a dos horas de casa: el regalo del que se sigue hablando al año siguiente.", label: "Ideas de cumpleaños" },
      { title: "Para los padres", text: "Un castillo, una gran cena, una noche sin madrugar: el gracias que nunca se regalarían.", label: "Mimarlos", badge: "Popular" },
      { title: "Despedidas y regalos en grupo", text: "Bote entre compañeros o amigos: la tarjeta regalo Pasea se adapta a cualquier presupuesto.", label: "Tarjeta regalo" },
    ],
  },
  banner: { title: "¿Y si la próxima escapada fuera un regalo?", subtitle: "Regala una estancia Pasea: válida un año, quien la recibe elige fecha y hotel.", cta: "Regalar una escapada", alt: "Terraza de hotel al atardecer" },
  bannerGifting: { title: "La tarjeta regalo, para quien prefiere elegir", subtitle: "De 50 a 1.000 €, válida en todas nuestras escapadas, enviada al momento.", cta: "Regalar una tarjeta", alt: "Paquete de regalo sobre una mesa" },
  boxes: {
    title: "Nuestras cajas regalo",
    subtitle: "Un precio cerrado, decenas de hoteles para elegir",
  },
  boxesGiftingTitle: "Las cajas más regaladas",
  giftBlock: { title: "Regala una escapada", subtitle: "Caja, estancia concreta o bono libre: enviado por e-mail en 2 minutos, válido un año." },
  giftCardBlock: { title: "La tarjeta regalo Pasea", subtitle: "El importe que quieras, para usar en todas nuestras escapadas durante {months} meses." },
};
