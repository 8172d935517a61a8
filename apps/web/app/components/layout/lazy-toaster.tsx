import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { registerToastHost } from '../../lib/toast';
import { lazyWhenOnline } from '../../lib/import-when-online';

const Toaster = lazyWhenOnline(() => import('sonner').then((module) => ({ default: module.Toaster })));

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * sonner's Toaster, mounted when lib/toast.ts shows the page's first toast (see there). Every toast
 * goes through lib/toast.ts, so a page that shows none never fetches sonner: its code and the 15 kB
 * stylesheet it inserts cost about 40 ms of main thread on a phone.
 */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (ready.current === null) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    ready.current = { promise, resolve };
  }
  const { promise, resolve } = ready.current;

  useEffect(
    () =>
      registerToastHost({
        request: () => {
          setWanted(true);
          return promise;
        },
      }),
    [promise],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      {/* After the Toaster's own effects: it is listening once this runs. */}
      <Mounted onMount={resolve} />
    </Suspense>
  );
}
