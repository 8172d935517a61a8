import type en from '../en/content';
import type { Catalogue } from '../catalogue';

export default {
  lastUpdated: 'पिछला अपडेट: <time>{date}</time>',
} satisfies Catalogue<typeof en>;
