import { z } from 'zod';
import { AVAILABILITY_STATES, AVAILABILITY_TEXTS as T, AVAILABILITY_WITH_DATE } from '../offerAvailability.js';
import { isCalendarDate } from '../openingHours.js';
import { blankToUndefined } from './common.js';

/** `PUT /api/v1/offers/{id}/availability`: the state of its places, and a date where the state has one. */
export const offerAvailabilitySchema = z
  .object({
    availability: z.enum(AVAILABILITY_STATES, { error: T.invalidState }),
    next_available_date: z.preprocess(
      (value) => blankToUndefined(value) ?? undefined,
      z.string({ error: T.invalidDate }).trim().refine(isCalendarDate, T.invalidDate).optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.next_available_date && !AVAILABILITY_WITH_DATE.includes(input.availability)) {
      ctx.addIssue({ code: 'custom', path: ['next_available_date'], message: T.dateNotForState });
    }
  });

export type OfferAvailabilityInput = z.output<typeof offerAvailabilitySchema>;
