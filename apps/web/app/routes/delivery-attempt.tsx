import { deliveryLinkSchema, type DeliveryLinkChoiceRequest } from '@shop/shared/contracts/delivery-attempts';
import { DELIVERY_CHOICES, type DeliveryChoice } from '@shop/shared/contracts/delivery-attempts';
import { ERRORS } from '@shop/shared/errors';
import { data } from 'react-router';
import type { Route } from './+types/delivery-attempt';
import { chooseDeliveryAttempt, getDeliveryAttempt } from '../features/orders/api/delivery-attempt';
import {
  DeliveryAttemptPage,
  type DeliveryPageData,
  type PostedDeliveryAnswer,
} from '../features/orders/components/delivery-attempt-page';
import { ApiError } from '../lib/api-client';
import { PERSONAL_ANSWER, serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export async function loader({ context, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['orders'],
    title: 'orders.ndrMetaTitle',
    description: 'orders.ndrMetaDescription',
    forms: true,
  });
  const query = new URL(request.url).searchParams;
  const parsed = deliveryLinkSchema.safeParse({ attempt: query.get('attempt'), e: query.get('e'), s: query.get('s') });
  if (!parsed.success) {
    const page: DeliveryPageData = {
      link: { attempt: '', e: 0, s: '' },
      attempt: null,
      problem: ERRORS.DELIVERY_LINK_INVALID.message,
    };
    return data({ ...page, ...words }, { headers: PERSONAL_ANSWER });
  }
  try {
    const { attempt } = await getDeliveryAttempt(parsed.data, serverApi(context));
    return data({ link: parsed.data, attempt, problem: null, ...words }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { link: parsed.data, attempt: null, problem: error.message, ...words },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** A choice's form (decision 0022): the API call made in-process; the API checks every field. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const link = deliveryLinkSchema.safeParse({ attempt: form.get('attempt'), e: form.get('e'), s: form.get('s') });
  const choice = text(form.get('choice')) as DeliveryChoice;
  if (!link.success || !DELIVERY_CHOICES.includes(choice)) {
    return data<PostedDeliveryAnswer>(
      { problem: ERRORS.DELIVERY_LINK_INVALID.message },
      { status: 400, headers: PERSONAL_ANSWER },
    );
  }
  const values = {
    address: text(form.get('address')),
    apartment: text(form.get('apartment')),
    landmark: text(form.get('landmark')),
    phone: text(form.get('phone')),
  };
  const body: DeliveryLinkChoiceRequest =
    choice === 'change_contact' ? { ...link.data, choice, ...values } : { ...link.data, choice };
  try {
    const { message, attempt } = await chooseDeliveryAttempt(body, serverApi(context));
    return data<PostedDeliveryAnswer>({ taken: { message, attempt } }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedDeliveryAnswer>(
      { problem: error.message, fields: error.fields, values },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function DeliveryAttemptRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveryAttemptPage data={loaderData} posted={actionData} />;
}
