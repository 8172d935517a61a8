// Cache keys of sections that a change made elsewhere refreshes. An order's status change or
// refund moves the dashboard's figures and the returns queue, but the orders section comes before
// both in the import order (eslint.config.js), so their keys live here where all three can reach.

export const ADMIN_DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;
export const ADMIN_RETURNS_QUERY_KEY = ['admin', 'returns'] as const;
