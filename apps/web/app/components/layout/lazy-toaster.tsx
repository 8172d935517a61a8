import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { registerToastHost } from '../../lib/toast';
import { lazyWhenOnline } from '../../lib/import-when-online';

const Toaster = lazyWhenOnline(() => import('sonner').then((module) => ({ default: module.Toaster })));

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * sonner's Toaster, mounted when lib/toast.ts shows the page's first toast (see there) or when
 * the browser is first idle, whichever comes first.
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

  // Pages that still import sonner's toast directly need a Toaster too: it is mounted once the
  // browser is idle after the first load, off the page's critical path.
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setWanted(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setWanted(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      {/* After the Toaster's own effects: it is listening once this runs. */}
      <Mounted onMount={resolve} />
    </Suspense>
  );
}
