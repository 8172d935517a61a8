import type { ValidateCouponRequest, ValidateCouponResponse } from '@shop/shared/contracts/coupons';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/coupons/validate: the server's verdict and discount for an amount (buy now has no cart to hold a coupon). */
export function validateCoupon(request: ValidateCouponRequest, api: ApiClient = browserApi) {
  return api<ValidateCouponResponse>('/coupons/validate', { method: 'POST', body: request });
}
