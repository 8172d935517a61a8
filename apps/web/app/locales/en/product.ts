// The product page's parts that hydrate at once: purchase panel, size picker, price, offers. The
// parts that hydrate later fetch their own words with their code: product-details.ts, product-reviews.ts.
export default {
  keyFeatures: 'Key features',

  // Price
  from: 'From',
  price: 'Price:',
  originalPrice: 'Original price:',
  percentOff: '{percent}% off',
  codAvailable: 'COD available',
  saleEnds: 'Sale ends {when}',

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

  // Offers
  offers: 'Offers',
  offersFailed: 'Offers could not be loaded.',
  noOffers: 'No offers right now.',
  applyInCart: 'Apply in cart',
  applyCodeInCart: 'Apply in cart: {code}',

  // The phone's buy bar
  buyBar: 'Buy this product',
  chooseSize: 'Choose a size',
};
