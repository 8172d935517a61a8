// Words shared by the content pages: about, contact, FAQ, policies and the blog.
export default {
  lastUpdated: 'Last updated: <time>{date}</time>',
};
