import { Link } from 'react-router';
import { ProductForm } from '../../features/admin/products/components/product-form';
import { AdminPageHeader } from '../../features/admin/shared/admin-page-header';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'New product · Admin', description: 'Add a product to the catalogue.', noIndex: true });

export default function AdminProductNewPage() {
  return (
    <>
      <AdminPageHeader
        title="New product"
        actions={
          <Link to="/admin/products" className="font-semibold text-maroon-700 underline">
            Back to products
          </Link>
        }
      />
      <ProductForm />
    </>
  );
}
