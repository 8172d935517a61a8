import type { Route } from './+types/words';
import { CATALOGUES, type Namespace } from '../locales/catalogues.server';
import { pageMessages } from '../lib/i18n.server';

/**
 * The messages of one namespace in the address's language (`/words/sizeGuide`, `/hi/words/sizeGuide`),
 * for a part drawn only after the shopper asks for it (lib/words-on-demand.ts): its words come with
 * its code instead of in every page's data. The build's version is in the address (`?v=`).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!Object.hasOwn(CATALOGUES.en, params.namespace)) {
    return Response.json({ error: `No words named ${params.namespace}` }, { status: 404 });
  }
  const { messages } = pageMessages(request, params.namespace as Namespace);
  return Response.json(messages);
}
