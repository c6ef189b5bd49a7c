// POST /api/feedback (spec part 2, sections 3, 5, 8): a rating from 1 to 5, an optional
// description (at most 5000 characters) and at most 5 screenshots (PNG, JPG, JPEG; 10 MB each),
// sent as multipart/form-data by a signed-in person, stored with their user and organisation.
// Each screenshot streams to a temporary file, counted on the way: busboy keeps at most 10 MB + 1
// byte, so an oversized one is seen (`truncated`) and refused (413) with its partial file
// deleted; its contents must be what its extension says (magic bytes, 422). Screenshots are kept
// in the app's BlobStore under `feedback/{id}/`, the rest in the `feedback` table.
// Statuses: 400 for the rating and the description (the spec's sentences), 401 without a token,
// 413 for a screenshot over 10 MB, 422 for a screenshot that is not a PNG or JPEG or one too many.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  FEEDBACK_MAX_RATING,
  FEEDBACK_MIN_RATING,
  FEEDBACK_SCREENSHOT_EXTENSIONS,
  MAX_FEEDBACK_DESCRIPTION_LENGTH,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
  MAX_FEEDBACK_SCREENSHOTS,
  feedbackResultSchema,
} from '../../../contracts/chat';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Db } from '../../db/client';
import { feedback, type FeedbackScreenshot } from '../../db/schema';
import { badRequest, HttpError, tooManyRequests } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { closeIfUnread, discardRest, formError, formParts, receiveToTemp } from '../../lib/upload';
import { TemporaryFiles } from '../../lib/temporary';
import type { RequireToken } from '../../plugins/authenticate';
import { contentMismatch, displayName, extensionOf } from '../documents/checks';
import type { BlobStore } from '../documents/storage';
import { callerMembership } from './service';

export interface FeedbackRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  store: BlobStore;
  /** Screenshots are received into `${tmpDir}/uploads`. */
  tmpDir: string;
}

/** Submissions per person per hour. */
export const FEEDBACK_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const HEAD_BYTES = 16;

const limits = {
  fieldNameSize: 100,
  // Room for 5000 characters of any script (up to 4 bytes each).
  fieldSize: MAX_FEEDBACK_DESCRIPTION_LENGTH * 4 + 1024,
  fields: 10,
  // One byte over the maximum: a screenshot over the limit is seen and refused, never kept whole.
  fileSize: MAX_FEEDBACK_SCREENSHOT_BYTES + 1,
  // One more than allowed, so the extra screenshot is seen and refused in words.
  files: MAX_FEEDBACK_SCREENSHOTS + 1,
  parts: MAX_FEEDBACK_SCREENSHOTS + 12,
  headerPairs: 100,
};

export const feedbackErrors = {
  ratingRequired: () => badRequest('Rating is required', 'rating_required'),
  ratingInvalid: () => badRequest('Please select a rating', 'rating_invalid'),
  ratingTooHigh: () => badRequest('Rating cannot be more than 5', 'rating_too_high'),
  descriptionTooLong: () =>
    badRequest(`The description can be at most ${MAX_FEEDBACK_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters long`, 'description_too_long'),
  tooLarge: () => new HttpError(413, 'Each screenshot must be 10 MB or smaller', 'screenshot_too_large'),
  tooMany: () => new HttpError(422, `You can attach at most ${MAX_FEEDBACK_SCREENSHOTS} screenshots`, 'too_many_screenshots'),
  wrongType: () => new HttpError(422, 'Screenshots must be PNG, JPG or JPEG images', 'screenshot_type'),
  empty: () => new HttpError(422, 'The screenshot is empty', 'screenshot_empty'),
  mismatch: (ext: string) => new HttpError(422, `This screenshot's contents don't match its .${ext} extension.`, 'screenshot_type_mismatch'),
};

/** The rating field as the spec's sentences judge it. */
export function parseRating(raw: string | undefined): number {
  const value = (raw ?? '').trim();
  if (!value) throw feedbackErrors.ratingRequired();
  if (!/^[+-]?\d+$/.test(value)) throw feedbackErrors.ratingInvalid();
  const n = Number(value);
  if (n < FEEDBACK_MIN_RATING) throw feedbackErrors.ratingInvalid();
  if (n > FEEDBACK_MAX_RATING) throw feedbackErrors.ratingTooHigh();
  return n;
}

interface Received {
  path: string;
  fileName: string;
  ext: string;
  size: number;
}

/** Multipart errors in the API's words. */
function multipartError(err: unknown): unknown {
  switch ((err as { code?: string } | null)?.code) {
    case 'FST_FILES_LIMIT':
      return feedbackErrors.tooMany();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The form has too many fields', 'too_many_fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the feedback as multipart/form-data', 'invalid_content_type');
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid form field name', 'invalid_request');
    default:
      return formError(err);
  }
}

export async function feedbackRoutes(app: FastifyInstance, opts: FeedbackRoutesOptions) {
  const { db, requireToken, store } = opts;
  const uploadsDir = path.join(opts.tmpDir, 'uploads');
  // Scoped to this plugin: only POST /api/feedback here accepts multipart bodies.
  await app.register(multipart, { limits, throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/feedback',
    {
      onRequest: requireToken,
      onSend: closeIfUnread,
      schema: {
        response: {
          201: feedbackResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const principal = req.principal!;
      const limit = await hit(db, `feedback:${principal.sub}`, FEEDBACK_RATE_LIMIT);
      if (!limit.allowed) {
        discardRest(req);
        throw tooManyRequests(limit.retryAfterSeconds);
      }
      const membership = await callerMembership(db, principal).catch(() => null);

      const temps = new TemporaryFiles();
      const fields: Record<string, string> = {};
      const screenshots: Received[] = [];
      let stored: string[] = [];
      try {
        try {
          for await (const part of formParts(req, { limits })) {
            if (part.type === 'field') {
              if ((part.fieldname === 'rating' || part.fieldname === 'description') && fields[part.fieldname] === undefined) {
                if (part.valueTruncated) throw part.fieldname === 'description' ? feedbackErrors.descriptionTooLong() : feedbackErrors.ratingInvalid();
                fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
              }
              continue;
            }
            if (screenshots.length >= MAX_FEEDBACK_SCREENSHOTS) throw feedbackErrors.tooMany();
            const fileName = displayName(part.filename) || 'screenshot';
            const ext = extensionOf(fileName);
            if (!(FEEDBACK_SCREENSHOT_EXTENSIONS as readonly string[]).includes(ext)) throw feedbackErrors.wrongType();
            const file = await receiveToTemp(part.file, uploadsDir, temps, { maxBytes: MAX_FEEDBACK_SCREENSHOT_BYTES, headBytes: HEAD_BYTES });
            if (file.truncated) throw feedbackErrors.tooLarge();
            if (file.size === 0) throw feedbackErrors.empty();
            if (await contentMismatch(ext as 'png' | 'jpg' | 'jpeg', file.head, file.path, ext)) throw feedbackErrors.mismatch(ext);
            screenshots.push({ path: file.path, fileName: fileName.slice(0, 255), ext, size: file.size });
          }
        } catch (err) {
          throw multipartError(err);
        }

        const rating = parseRating(fields.rating);
        const description = (fields.description ?? '').trim();
        if (Array.from(description).length > MAX_FEEDBACK_DESCRIPTION_LENGTH) throw feedbackErrors.descriptionTooLong();

        const id = randomUUID();
        const kept: FeedbackScreenshot[] = [];
        for (const [i, shot] of screenshots.entries()) {
          const blobName = `feedback/${id}/${i + 1}.${shot.ext}`;
          const contentType = CONTENT_TYPES[shot.ext]!;
          stored.push(blobName);
          await store.putFile(blobName, shot.path, { contentType });
          temps.delete(shot.path);
          kept.push({ blobName, fileName: shot.fileName, contentType, size: shot.size });
        }
        const row = (
          await db
            .insert(feedback)
            .values({
              id,
              subject: principal.sub,
              userId: principal.user?.id ?? null,
              organizationId: membership?.organizationId ?? null,
              rating,
              description: description || null,
              screenshots: kept,
            })
            .returning()
        )[0]!;
        stored = [];
        return reply.code(201).send({ data: { id: row.id, rating: row.rating, created_at: row.createdAt.toISOString() } });
      } catch (err) {
        discardRest(req);
        throw err;
      } finally {
        await temps.removeAll();
        // Screenshots of a submission that was not saved are not kept either.
        for (const key of stored) await store.delete(key).catch((e) => req.log.warn({ err: e, key }, 'could not remove a feedback screenshot'));
      }
    },
  );
}
