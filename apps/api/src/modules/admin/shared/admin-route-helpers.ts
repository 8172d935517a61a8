import { errorResponseSchema } from '@shop/shared/contracts/api';
import { ADMIN_PAGE_SIZE } from '@shop/shared/contracts/admin-customers';

/**
 * The error answers of the admin routes that read and change records: bad input (400), guests (401),
 * customers (403), a record that is not there (404) and a change the record's state refuses (409).
 */
export const adminErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The rows of one page of an admin list, `ADMIN_PAGE_SIZE` to a page (pages count from 1). */
export function adminPageWindow(page: number): { limit: number; offset: number } {
  return { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
}
