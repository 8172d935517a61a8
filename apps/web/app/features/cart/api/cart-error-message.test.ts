import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { addToCartErrorMessage, cartErrorMessage } from './cart-error-message';

describe('What the shopper reads when adding to the cart fails', () => {
  it('is the server’s own words when the size or quantity is the reason', () => {
    expect(
      addToCartErrorMessage(
        new ApiError(409, 'QUANTITY_TOO_HIGH', 'Only 2 items available'),
        'Failed to add item to cart',
      ),
    ).toBe('Only 2 items available');
    expect(
      addToCartErrorMessage(
        new ApiError(409, 'SIZE_OUT_OF_STOCK', 'This size is out of stock'),
        'Failed to add item to cart',
      ),
    ).toBe('This size is out of stock');
    expect(
      addToCartErrorMessage(
        new ApiError(400, 'SIZE_NOT_AVAILABLE', 'Selected size not available'),
        'Failed to add item to cart',
      ),
    ).toBe('Selected size not available');
    expect(
      addToCartErrorMessage(new ApiError(400, 'INVALID_SIZE', 'Invalid size selected'), 'Failed to add item to cart'),
    ).toBe('Invalid size selected');
  });

  it('is the spec’s generic failure for anything else', () => {
    expect(
      addToCartErrorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong'), 'Failed to add item to cart'),
    ).toBe('Failed to add item to cart');
    expect(
      addToCartErrorMessage(new ApiError(0, 'NETWORK', 'You are currently offline.'), 'Failed to add item to cart'),
    ).toBe('Failed to add item to cart');
    expect(
      addToCartErrorMessage(new ApiError(400, 'VALIDATION_FAILED', 'Invalid input'), 'Failed to add item to cart'),
    ).toBe('Failed to add item to cart');
    expect(addToCartErrorMessage(new Error('boom'), 'Failed to add item to cart')).toBe('Failed to add item to cart');
  });
});

describe('What the shopper reads when another cart change fails', () => {
  it('is the server’s words, or the given message after a crash or a lost connection', () => {
    expect(cartErrorMessage(new ApiError(404, 'CART_ITEM_NOT_FOUND', 'Item not found in cart'), 'Failed')).toBe(
      'Item not found in cart',
    );
    expect(cartErrorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong'), 'Failed to clear cart')).toBe(
      'Failed to clear cart',
    );
    expect(cartErrorMessage(new ApiError(0, 'NETWORK', 'offline'), 'Failed to clear cart')).toBe(
      'Failed to clear cart',
    );
  });
});
