import { memo, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { useQueriesAnswered } from './html-only-data';
import { lazyWhenOnline } from './import-when-online';
import type { AnyQuery } from './prefetch';
import { beginsAsServerHtml, ServerPartContext } from './use-hydrated';

/** Parts on the page whose code has not arrived yet, and who waits for them all. */
let waiting = 0;
let whenNoneWaiting: (() => void)[] = [];

function settle() {
  if (waiting > 0) return;
  const callbacks = whenNoneWaiting;
  whenNoneWaiting = [];
  for (const callback of callbacks) callback();
}

/** Calls `callback` once every part on the page has hydrated: at once when none is waiting. */
export function whenPartsHydrated(callback: () => void) {
  whenNoneWaiting.push(callback);
  settle();
}

type PartState = { counted: boolean; arrived: boolean };

/** Rendered beside the part inside its boundary: its effect runs when the part has hydrated. */
function Arrived({ state }: { state: PartState }) {
  useEffect(() => {
    state.arrived = true;
    if (state.counted) {
      state.counted = false;
      waiting -= 1;
      settle();
    }
  }, [state]);
  return null;
}

/** Holds its part's boundary, in the browser, until the part's data has come (`data` below). */
function QueriesAnswered({ queries }: { queries: AnyQuery[] }) {
  useQueriesAnswered(queries);
  return null;
}

/**
 * A part of the page the server renders in full but whose code is not among the page's first
 * scripts: the browser fetches it when hydration reaches the part, and hydrates the part on its
 * own (React's selective hydration), so the page's first scripts are smaller and its start is cut
 * into shorter tasks. Until then the part is the server's HTML: its links and plain forms work.
 *
 * Rules for a part: below the fold or secondary (footer, related products, PIN-code check), or
 * one whose HTML works without scripts (the search box is a GET form). The server waits for every
 * part before sending the page (entry.server.tsx). `memo` keeps a parent's re-render from
 * reaching a part still waiting for its code: React would drop the server's HTML and show nothing
 * until the code came. `whenPartsHydrated` tells when every part answers (root.tsx marks the page).
 *
 * A part whose words are its own namespace fetches them with its code (`withWords`,
 * lib/with-words.ts): the page's data carries only the words of what hydrates at once.
 *
 * `data`: the queries the part is drawn from when the page sends them in its HTML only
 * (`prefetchForHtmlOnly`, lib/html-only-data.server.ts): the part fetches them with its code and
 * hydrates once both have come, so it stays the server's HTML until then.
 */
export function hydrateLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  data?: (props: Props) => AnyQuery[],
) {
  const Part = lazyWhenOnline(async () => ({ default: await load() }));
  return memo(function HydrateLater(props: Props) {
    const state = useRef<PartState>({ counted: false, arrived: false }).current;
    // Whether this part came in the server's HTML; it never changes, so the provider below never
    // re-renders a part still waiting for its code.
    const inServerPart = useContext(ServerPartContext);
    const [fromServer] = useState(() => beginsAsServerHtml(inServerPart));
    useEffect(() => {
      // Children's effects run first: a part hydrated in the same pass has already arrived.
      if (!state.arrived) {
        state.counted = true;
        waiting += 1;
      }
      return () => {
        if (!state.counted) return;
        state.counted = false;
        waiting -= 1;
        settle();
      };
    }, [state]);
    return (
      <ServerPartContext.Provider value={fromServer}>
        <Suspense fallback={null}>
          {data ? <QueriesAnswered queries={data(props)} /> : null}
          <Part {...props} />
          <Arrived state={state} />
        </Suspense>
      </ServerPartContext.Provider>
    );
  });
}
