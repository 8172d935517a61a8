import { IDOL_MESSAGES } from '@shop/shared/contracts/idols';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { deleteIdol, saveIdol, updateIdol, type IdolForm } from '../idols/api/save-idol';
import type { PostedIdolAnswer } from './components/account-idols';

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

/**
 * A form of the account's idols page, posted to the page: the same API calls as any other client,
 * made in-process as the signed-in shopper, with the API's words in the page's language.
 */
export async function answerIdolForm(
  form: FormData,
  api: ApiClient,
): Promise<{ answer: PostedIdolAnswer; status: number }> {
  const intent = text(form, 'intent');
  const id = text(form, 'id') || undefined;
  const fields: IdolForm = { name: text(form, 'name'), deity: text(form, 'deity') };
  const size = text(form, 'size');
  const heightIn = text(form, 'heightIn').trim();
  if (size) fields.size = size;
  if (heightIn) fields.heightIn = heightIn;
  const values = { name: fields.name, deity: fields.deity, size, heightIn };
  try {
    if (intent === 'delete' && id) return { answer: { done: (await deleteIdol(id, api)).message }, status: 200 };
    if (intent === 'update' && id)
      return { answer: { done: (await updateIdol(id, fields, api)).message }, status: 200 };
    if (intent === 'create') return { answer: { done: (await saveIdol(fields, api)).message }, status: 200 };
    return { answer: { problem: IDOL_MESSAGES.nothingToChange, intent, values }, status: 400 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      answer: { problem: error.message, fields: error.fields, intent, id, values },
      status: error.status || 503,
    };
  }
}
