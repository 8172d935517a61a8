// The product page: purchase panel, size picker, delivery, trust strip, offers, share, reviews.
export default {
  keyFeatures: 'Key features',

  // Price
  from: 'From',
  price: 'Price:',
  originalPrice: 'Original price:',
  percentOff: '{percent}% off',
  codAvailable: 'COD available',

  // Rating beside the title
  rated: 'Rated',
  outOf5: 'out of 5',
  reviewCount: '({count, plural, one {# review} other {# reviews}})',

  // Sizes and quantity
  size: 'Size',
  sizeOutOfStock: '(out of stock)',
  sizeGuide: 'Size Guide',
  noSizes: 'Size information not available',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',

  // Availability and the buying buttons
  inStock: 'In Stock',
  lowStock: 'Low Stock - Only {count} left',
  outOfStock: 'Out of Stock',
  productOutOfStock: 'This product is out of stock',
  selectSizeFirst: 'Please select a size first',
  invalidSize: 'Invalid size selected',
  selectSize: 'Please select a size',
  quantityTooLow: 'Quantity cannot be less than 1',
  quantityTooHigh: 'Only {count} items available',
  adding: 'Adding...',
  added: 'Added to Cart!',
  addToCart: 'Add to Cart',
  buyNow: 'Buy Now',

  deliveryAndReturns: 'Delivery and returns',

  // A buyer's review
  verifiedBuyer: 'Verified buyer',
  reviewSize: 'size {size}',
  reviewFor: 'for {deity}',
  reviewPhotos: 'Photos from {author}',
  reviewPhoto: "Photo {number} from {author}'s review",
  shopReply: 'Reply from the shop',
};
