/** A shopper's review shown on the home page (spec section 3: static testimonials). */
export type Testimonial = {
  id: number;
  name: string;
  review: string;
  rating: number;
  location: string;
  role: string;
  /** ISO date. */
  purchaseDate: string;
  verifiedPurchase: boolean;
  purchasedItem: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Anjali Gupta',
    review:
      'The royal blue zari poshak fits our size 3 Laddu Gopal perfectly. The lace is even finer than in the photos, and it came packed in a lovely box well before Janmashtami.',
    rating: 5,
    location: 'Lucknow, Uttar Pradesh',
    role: 'Devotee',
    purchaseDate: '2026-08-12',
    verifiedPurchase: true,
    purchasedItem: 'Royal Blue Zari Poshak for Laddu Gopal',
  },
  {
    id: 2,
    name: 'Ramesh Iyer',
    review:
      'I was not sure about the size, so I sent a photo on WhatsApp. They told me size 4 within minutes and it was right. The wooden jhula is sturdy and beautifully carved.',
    rating: 5,
    location: 'Chennai, Tamil Nadu',
    role: 'Temple volunteer',
    purchaseDate: '2026-07-28',
    verifiedPurchase: true,
    purchasedItem: 'Carved Sheesham Jhula',
  },
  {
    id: 3,
    name: 'Pooja Mehta',
    review:
      'Ordered a matching pair for our Radha Krishna idols. The colours are rich and the stitching is neat on the inside too. Delivery took six days to Ahmedabad.',
    rating: 4,
    location: 'Ahmedabad, Gujarat',
    role: 'Homemaker',
    purchaseDate: '2026-10-03',
    verifiedPurchase: true,
    purchasedItem: 'Radha Krishna Pair Dress Set',
  },
  {
    id: 4,
    name: 'Sanjay Bansal',
    review:
      'The mukut with the peacock feather sits well without slipping over the eyes, which was always a problem with the ones from our local market.',
    rating: 5,
    location: 'Jaipur, Rajasthan',
    role: 'Devotee',
    purchaseDate: '2026-09-18',
    verifiedPurchase: true,
    purchasedItem: 'Peacock Feather Stone Mukut',
  },
  {
    id: 5,
    name: 'Kavya Reddy',
    review:
      'Soft cotton daily-wear dresses, exactly what I needed for summer. I bought three and they washed well by hand. Will order the winter ones next.',
    rating: 4,
    location: 'Hyderabad, Telangana',
    role: 'Teacher',
    purchaseDate: '2026-05-22',
    verifiedPurchase: true,
    purchasedItem: 'Cotton Daily Wear Dress Set',
  },
  {
    id: 6,
    name: 'Neelam Saxena',
    review:
      'Our Mata Rani looks radiant in the red gota chunri for Navratri. Everyone at the jagran asked where it came from. Thank you for the careful packing.',
    rating: 5,
    location: 'Bhopal, Madhya Pradesh',
    role: 'Devotee',
    purchaseDate: '2026-10-01',
    verifiedPurchase: true,
    purchasedItem: 'Red Gota Patti Chunri for Mata Rani',
  },
  {
    id: 7,
    name: 'Arvind Kulkarni',
    review:
      'The singhasan is heavier and better finished than I expected for the price. One cushion had a loose thread; support replaced it without any fuss.',
    rating: 4,
    location: 'Pune, Maharashtra',
    role: 'Retired engineer',
    purchaseDate: '2026-06-30',
    verifiedPurchase: true,
    purchasedItem: 'Brass Finish Singhasan with Cushion',
  },
  {
    id: 8,
    name: 'Shalini Mishra',
    review:
      'I have bought from this shop for every festival this year. The heavy dresses are truly handmade, and the size guide on each page makes choosing easy.',
    rating: 5,
    location: 'Varanasi, Uttar Pradesh',
    role: 'Priest’s family',
    purchaseDate: '2026-11-02',
    verifiedPurchase: true,
    purchasedItem: 'Maroon Heavy Stone Work Poshak',
  },
];
