import { BlogPostsPage } from '../../features/admin/content/blog-posts-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Blog · Admin', description: 'The blog articles in English and Hindi.', noIndex: true });

export default function AdminBlogRoute() {
  return <BlogPostsPage />;
}
