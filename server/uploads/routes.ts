import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GENERIC_MESSAGES, OFFER_MESSAGES } from '../../shared/messages.js';
import { EDITOR_MESSAGES } from '../../shared/richText/messages.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { takeImageBudget } from './budget.js';
import { checkImage, checkQuotaRoom, storeOwnImage } from './uploads.js';

const fileError = (status: number, message: string) => new HttpError(status, message, [{ field: 'file', message }]);

/** The one file of the form (field `file`); other parts are ignored, a cut or garbled body is a 400. */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(415, EDITOR_MESSAGES.imageNotMultipart);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // toBuffer() fails with FST_REQ_FILE_TOO_LARGE (413) past the 5 MB limit.
      const content = await part.toBuffer();
      if (part.fieldname === 'file' && content.length > 0 && !bytes) bytes = content;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, OFFER_MESSAGES.imageSize);
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, GENERIC_MESSAGES.malformedForm);
  }
  if (!bytes) throw fileError(422, EDITOR_MESSAGES.imageMissing);
  return bytes;
}

const uploadResponse = z.object({ url: z.string().describe('Adres przesłanego zdjęcia, np. /uploads/….webp') });

/**
 * Pictures put into an article by its editor: checked by their content like offer images, re-encoded, stored under
 * a made-up name and recorded as the uploader's. The answer is the address the editor inserts with its description.
 */
const routes: RouteModule = (app, ctx) => {
  app.post(
    '/images',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['uploads'],
        security: [{ bearerAuth: [] }],
        summary: 'Przesłanie zdjęcia do treści artykułu',
        description: 'multipart/form-data z jednym plikiem w polu file: JPEG, PNG lub WebP, do 5 MB.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse, ...errorResponses(413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      // Taken before the body is read: the account's hourly picture budget, shared with the offers' images.
      await takeImageBudget(ctx, actor.id);
      await checkQuotaRoom(ctx.db, actor.id);
      const bytes = await readImageFile(request);
      const url = await storeOwnImage(ctx.db, ctx.config.dataDir, actor.id, bytes, checkImage(bytes));
      return reply.status(201).send({ url });
    },
  );
};

export default routes;
