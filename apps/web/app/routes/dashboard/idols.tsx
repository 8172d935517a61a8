import { data } from 'react-router';
import type { Route } from './+types/idols';
import { getIdols } from '../../features/idols/api/get-idols';
import { AccountIdols } from '../../features/account/components/account-idols';
import { answerIdolForm } from '../../features/account/idol-form-action.server';
import { PERSONAL_ANSWER, serverApi } from '../../lib/load-context';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['idols', 'account', 'collectionNames'],
    title: 'idols.title',
    description: 'idols.metaDescription',
    forms: true,
  });
  return { ...words, idols: await getIdols(serverApi(context)) };
}

/** The page's forms (add, edit, remove), posted with or without the page's script. */
export async function action({ context, request }: Route.ActionArgs) {
  const { answer, status } = await answerIdolForm(await request.formData(), serverApi(context));
  return data(answer, { status, headers: PERSONAL_ANSWER });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardIdolsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountIdols idols={loaderData.idols} posted={actionData} />;
}
