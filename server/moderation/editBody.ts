import { z } from 'zod';
import { groundField, optionalReasonField } from '../../shared/schemas/moderation.js';
import { jsonObject } from '../http/adminAccess.js';

const statementOfReasons = { reason: optionalReasonField, ground: groundField.optional() };

/**
 * An administrator's edit of an offer or an article: any of its fields (the merged record is validated afterwards by
 * the record's own schema), with the statement of reasons a restricting change needs.
 */
export function adminEditBody(fields: readonly string[]) {
  const anyField = Object.fromEntries(fields.map((field) => [field, z.unknown().optional()]));
  return jsonObject(z.object({ ...anyField, ...statementOfReasons }));
}
