/**
 * The no-availability call-us hours of the hotel page's empty offers (spec 001 §8: Mon-Fri
 * 10h-21h, Sat-Sun 10h-19h; not the support hours of the footer). Arguments of the
 * `hotel.offers.callUs` message, so each language writes the hours its own way.
 */
export const CALL_US_HOURS = { weekdayFrom: 10, weekdayTo: 21, weekendFrom: 10, weekendTo: 19 } as const;
