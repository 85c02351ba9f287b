import { describe, expect, it } from 'vitest';
import {
  describeErrorCodes,
  documentedErrorCodes,
  errorResponses,
  VALIDATION_FAILED_422,
} from './error-responses';
import { scopeErrorCodes } from './openapi-document';

const described = (map: object) =>
  Object.fromEntries(
    Object.entries(map).map(([status, schema]) => [
      status,
      documentedErrorCodes(schema.description),
    ]),
  );

describe('errorResponses (decision 0060)', () => {
  it('places each code at its catalogue status beside the common ones', () => {
    expect(described(errorResponses('order_already_approved', 'buyer_address_incomplete'))).toEqual(
      {
        400: ['validation_failed'],
        401: ['unauthenticated'],
        403: ['forbidden'],
        404: ['not_found'],
        409: ['order_already_approved'],
        422: ['buyer_address_incomplete'],
      },
    );
  });

  it('takes a code at another status, and a bare status without codes', () => {
    const map = errorResponses('restaurant_only', VALIDATION_FAILED_422, 503);
    expect(described(map)[422]).toEqual(['restaurant_only', 'validation_failed']);
    expect(described(map)[503]).toEqual([]);
    expect(map[503 as 409]?.description).toBe(describeErrorCodes([]));
  });

  it('reads back the codes it wrote, and none from another text', () => {
    expect(documentedErrorCodes(describeErrorCodes(['a_b', 'c']))).toEqual(['a_b', 'c']);
    expect(documentedErrorCodes('Default Response')).toEqual([]);
  });
});

describe('scopeErrorCodes', () => {
  it('adds the business scope and the body refusals to a business write', () => {
    expect(scopeErrorCodes('/api/v1/:business/orders', ['POST'], false)).toEqual([
      ['validation_failed', 400],
      ['unsupported_media_type', 415],
      ['file_too_large', 413],
      ['business_forbidden', 403],
      ['business_not_found', 404],
      ['business_archived', 409],
      ['data_conflict', 409],
    ]);
  });

  it('adds only the business scope to a read, and only the body refusals to login', () => {
    expect(scopeErrorCodes('/api/v1/:business/orders', ['GET', 'HEAD'], false)).toEqual([
      ['business_forbidden', 403],
      ['business_not_found', 404],
    ]);
    expect(scopeErrorCodes('/api/v1/login', ['POST'], true).map(([c]) => c)).toEqual([
      'validation_failed',
      'unsupported_media_type',
      'file_too_large',
    ]);
    expect(scopeErrorCodes('/health', ['GET'], false)).toEqual([]);
  });
});
