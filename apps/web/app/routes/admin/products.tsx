import { ProductList } from '../../features/admin/products/components/product-list';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Products · Admin', description: 'The catalogue in the back office.', noIndex: true });

export default function AdminProductsPage() {
  return <ProductList />;
}
