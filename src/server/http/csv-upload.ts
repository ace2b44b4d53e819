import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_UPLOAD_MESSAGES = {
  notMultipart: 'Send the CSV file as multipart/form-data in the csvFile field',
  noFile: 'Choose a CSV file to import',
  notCsv: 'Only .csv files can be imported',
  tooLarge: 'The CSV file is too large (maximum 1 MB)',
  oneFile: 'Import one CSV file at a time',
} as const;

/** @fastify/multipart's limit errors, in words the back office can show. */
function explain(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('too_large', CSV_UPLOAD_MESSAGES.tooLarge);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('validation', CSV_UPLOAD_MESSAGES.oneFile);
  }
  return error;
}

/**
 * The uploaded CSV file of a multipart request (the route's scope registers @fastify/multipart
 * with a 1 MB file limit). Only a file whose name ends in .csv is read; the limit is enforced
 * while reading, so an oversized upload is never held in memory.
 */
export async function readCsvUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation', CSV_UPLOAD_MESSAGES.notMultipart);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) {
      throw new AppError('validation', CSV_UPLOAD_MESSAGES.noFile);
    }
    if (!/\.csv$/i.test(file.filename)) {
      file.file.resume(); // drain, so the request completes
      throw new AppError('validation', CSV_UPLOAD_MESSAGES.notCsv);
    }
    return await file.toBuffer();
  } catch (error) {
    throw explain(error);
  }
}
