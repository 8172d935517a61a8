import { data } from 'react-router';
import type { Route } from './+types/notify-me';
import { confirmStockAlert } from '../features/stock-alerts/api/confirm-stock-alert';
import { subscribeStockAlert } from '../features/stock-alerts/api/subscribe-stock-alert';
import { NotifyMePage, type PostedStockAlert } from '../features/stock-alerts/components/notify-me-page';
import { ApiError } from '../lib/api-client';
import { serverT } from '../lib/i18n.server';
import { PERSONAL_ANSWER, serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const words = pageWords(request, {
    namespaces: ['stockAlerts'],
    title: 'stockAlerts.metaTitle',
    description: 'stockAlerts.metaDescription',
  });
  return data({ token, ...words }, { headers: PERSONAL_ANSWER });
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The product page's "Notify me" and the link's confirm button (decision 0022): the API call made
 * in-process from the visitor's address and with their session, which words any refusal in the
 * page's language.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context);
  const slug = field(form, 'slug');
  try {
    if (field(form, 'intent') === 'confirm') {
      const answer = await confirmStockAlert(field(form, 'token'), api);
      return data<PostedStockAlert>(
        { done: true, message: answer.message, slug: answer.data.productSlug },
        { headers: PERSONAL_ANSWER },
      );
    }
    const productId = field(form, 'productId');
    const variantId = field(form, 'variantId');
    if (!productId || !variantId) {
      const t = serverT(request, 'stockAlerts');
      return data<PostedStockAlert>(
        { done: false, problem: t('stockAlerts.badForm'), slug },
        { status: 400, headers: PERSONAL_ANSWER },
      );
    }
    // One box takes either: an address has an at sign, a phone number never does.
    const contact = field(form, 'contact');
    const answer = await subscribeStockAlert(
      { productId, variantId, ...(contact.includes('@') ? { email: contact } : contact ? { phone: contact } : {}) },
      api,
    );
    return data<PostedStockAlert>({ done: true, message: answer.message, slug }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedStockAlert>(
      { done: false, problem: error.message, slug },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function NotifyMeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NotifyMePage token={loaderData.token} posted={actionData} />;
}
