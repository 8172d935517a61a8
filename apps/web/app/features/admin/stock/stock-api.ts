import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import type {
  AdminStockListResponse,
  AdminStockQuery,
  AdminStockUpdate,
  StockHistoryResponse,
  StockImportResponse,
  StockSettings,
} from '@shop/shared/contracts/admin-stock';
import { adminApi } from '../shared/admin-api';

// The stock calls: list, one change, a size's history, the low-stock threshold and CSV import.

export const STOCK_KEY = ['admin', 'stock'] as const;

export const stockQuery = (query: AdminStockQuery) =>
  queryOptions({
    queryKey: [...STOCK_KEY, 'list', query],
    queryFn: () => {
      const params = new URLSearchParams();
      if (query.q) params.set('q', query.q);
      if (query.lowStock) params.set('lowStock', 'true');
      if (query.page) params.set('page', String(query.page));
      return adminApi<AdminStockListResponse>(`/stock?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useStock = (query: AdminStockQuery) => useQuery(stockQuery(query));

export const useStockHistory = (variantId: string | null) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'history', variantId],
    queryFn: () => adminApi<StockHistoryResponse>(`/stock/${variantId}/history`),
    enabled: variantId !== null,
    staleTime: 0,
  });

export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, ...body }: AdminStockUpdate & { variantId: string }) =>
      adminApi<{ variantId: string; stock: number }>(`/stock/${variantId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useSetThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockSettings) => adminApi<StockSettings>('/stock/settings', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useImportStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => adminApi<StockImportResponse>('/stock/import', { method: 'POST', body: { csv } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
