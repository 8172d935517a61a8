import { Link, useParams } from 'react-router';
import { useAdminProduct } from '../../features/admin/products/api/get-admin-product';
import { ProductForm } from '../../features/admin/products/components/product-form';
import { AdminPageHeader } from '../../features/admin/shared/admin-page-header';
import { StatusBadge } from '../../features/admin/shared/status-badge';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Edit product · Admin', description: 'Edit a product.', noIndex: true });

export default function AdminProductEditPage() {
  const { productId = '' } = useParams();
  const product = useAdminProduct(productId);
  if (product.isError) {
    return (
      <p role="alert" className="font-semibold text-red-800">
        {product.error.message}
      </p>
    );
  }
  if (!product.data) return <p role="status">Loading product…</p>;
  return (
    <>
      <AdminPageHeader
        title={product.data.name}
        description={
          <>
            <StatusBadge tone={product.data.status === 'active' ? 'success' : 'neutral'}>
              {product.data.status}
            </StatusBadge>{' '}
            /products/{product.data.slug}
          </>
        }
        actions={
          <Link to="/admin/products" className="font-semibold text-maroon-700 underline">
            Back to products
          </Link>
        }
      />
      {/* Keyed by id: opening another product starts a fresh form. */}
      <ProductForm key={product.data.id} product={product.data} />
    </>
  );
}
