import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what a visitor typed into a server-rendered box before the page woke up. React hydrates a
 * controlled input without reading it, and its next render writes the state back over the words a
 * shopper on a slow phone has already typed. As the box hydrates, the state takes the box's text.
 * A box mounted after hydration holds its state's text already, so nothing changes.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (typed: string) => void,
): void {
  const checked = useRef(false);
  useLayoutEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, [input, value, setValue]);
}
