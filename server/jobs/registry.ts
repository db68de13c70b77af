import type { JobDefinition } from './definition.js';
import { pruneJobsJob } from './prune.js';
import { pruneRevokedTokensJob } from '../http/auth.js';
import { deliverEmailJob, pruneOutboxJob } from '../mail/outbox.js';
import { pruneRateLimitsJob } from '../limits/postgresCounters.js';
import { expireOffersJob } from '../offers/expiry.js';
import { confirmationReminderJob } from '../freshness/confirmation.js';
import { pruneSharedListsJob } from '../favourites/favourites.js';
import { savedSearchDigestJob } from '../savedSearches/digest.js';
import { pruneInquiriesJob } from '../inquiries/inquiries.js';
import { deleteUnusedUploadsJob } from '../uploads/cleanup.js';
import { forgotPasswordJob, resendConfirmationJob } from '../users/accountMailJobs.js';

/**
 * Every job the server runs. A process claims only the jobs named here, so a job written elsewhere (beside the
 * code of its area, with defineJob) runs once it is added to this list (docs: „Zadania w tle”).
 */
export const JOB_DEFINITIONS: readonly JobDefinition<never>[] = [
  deliverEmailJob,
  pruneOutboxJob,
  expireOffersJob,
  confirmationReminderJob,
  pruneJobsJob,
  pruneRateLimitsJob,
  forgotPasswordJob,
  resendConfirmationJob,
  deleteUnusedUploadsJob,
  pruneSharedListsJob,
  savedSearchDigestJob,
  pruneRevokedTokensJob,
  pruneInquiriesJob,
];
