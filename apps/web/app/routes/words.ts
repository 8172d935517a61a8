import type { Route } from './+types/words';
import { CATALOGUES, type Namespace } from '../locales/catalogues.server';
import { pageMessages } from '../lib/i18n.server';

const KEPT_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The messages of one namespace in the address's language (`/words/sizeGuide`, `/hi/words/sizeGuide`),
 * for a part drawn only after the shopper asks for it or hydrated later (lib/words-on-demand.ts):
 * its words come with its code instead of in every page's data. The build's version is in the
 * address (`?v=`), so the browser keeps the answer like the code's hashed files: a visitor fetches
 * each namespace once per build, not on every page (each fetch counts as a render against the
 * visitor's limit).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!Object.hasOwn(CATALOGUES.en, params.namespace)) {
    return Response.json({ error: `No words named ${params.namespace}` }, { status: 404 });
  }
  const { messages } = pageMessages(request, params.namespace as Namespace);
  const versioned = new URL(request.url).searchParams.get('v');
  return Response.json(messages, versioned ? { headers: { 'Cache-Control': KEPT_A_YEAR } } : undefined);
}
