// The blog's list and the frame around each article (articles come from the API in the page's language).
export default {
  title: 'Blog',
  metaDescription:
    'Guides on idol dress sizes, festival preparation, seasonal shringar and caring for your Thakur Ji’s dresses.',
  lead: 'Guides and ideas for dressing and caring for your deity, season by season.',
  loading: 'Loading articles',
  failed: 'We could not load the articles.',
  retry: 'Try Again',
  empty: 'New articles are on their way. Please check back soon.',
  minutesToRead: '{minutes} min read',
  readMore: 'Read more',
  byAuthor: 'By {author}',
  backToAll: 'Back to all articles',
};
