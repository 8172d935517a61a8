// What every page's frame says: header, footer, menus, the bottom bar, error and missing pages.
export default {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  search: 'Search',
  languageSwitch: 'हिंदी',
  errorTitle: 'Something went wrong',
  errorBody: 'We could not show this page. Please refresh to try again.',
  errorRefresh: 'Refresh Page',
  errorMetaTitle: 'Something went wrong',
  notFoundMetaTitle: 'Page not found',
};
