import type { AdminProduct } from '@shop/shared/contracts/admin-products';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';

/** Delete a product no order includes; archive (hide) one that has orders, which keep it. */
export function DeleteProductSection({ product }: { product: AdminProduct }) {
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  return (
    <section aria-labelledby="danger-heading" className="rounded-lg border border-red-800/30 p-4">
      <h2 id="danger-heading" className="text-lg font-bold text-ink-900">
        {product.hasOrders ? 'Archive' : 'Delete'}
      </h2>
      <p className="mb-3 text-ink-700">
        {product.hasOrders
          ? 'This product has orders, so it can be archived (hidden from shoppers) but not deleted.'
          : 'No order includes this product, so it can be deleted for good.'}
      </p>
      <ConfirmDialog
        triggerLabel={product.hasOrders ? 'Archive product' : 'Delete product'}
        title={product.hasOrders ? 'Archive this product?' : 'Delete this product?'}
        description={
          product.hasOrders
            ? 'Shoppers will no longer see it. Its orders keep it.'
            : 'It is removed with its sizes and pictures. This cannot be undone.'
        }
        confirmLabel={product.hasOrders ? 'Archive' : 'Delete'}
        destructive
        disabled={remove.isPending}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: (result) => {
              toast.success(result.message);
              navigate('/admin/products');
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </section>
  );
}
