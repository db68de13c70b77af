import { GUIDE_ARTICLES } from './articlesGuides.js';
import { RESEARCH_ARTICLES } from './articlesResearch.js';
import { VOICE_ARTICLES } from './articlesVoices.js';
import { CARE_OFFERS } from './offersCare.js';
import { DIGITAL_OFFERS } from './offersDigital.js';
import { EQUIPMENT_OFFERS } from './offersEquipment.js';
import { LEARNING_OFFERS } from './offersLearning.js';
import { LEGAL_AUDIT_OFFERS } from './offersLegalAudit.js';
import type { DemoArticle, DemoOffer } from './types.js';

export { DEMO_PEOPLE } from './accounts.js';
export type { DemoArticle, DemoOffer, DemoPerson } from './types.js';

export const DEMO_OFFERS: DemoOffer[] = [
  ...EQUIPMENT_OFFERS,
  ...CARE_OFFERS,
  ...LEARNING_OFFERS,
  ...LEGAL_AUDIT_OFFERS,
  ...DIGITAL_OFFERS,
];

export const DEMO_ARTICLES: DemoArticle[] = [...GUIDE_ARTICLES, ...VOICE_ARTICLES, ...RESEARCH_ARTICLES];
