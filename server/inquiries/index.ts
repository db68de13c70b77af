import type { AreaRoutes } from '../context.js';
import { myInquiryRoutes, offerInquiryRoutes } from './routes.js';

/** 'Zapytaj o ofertę': written inquiries about offers (docs/zapytania.md). */
export const inquiriesArea: AreaRoutes = [
  ['/api/v1/offers', offerInquiryRoutes],
  ['/api/v1/users', myInquiryRoutes],
];
