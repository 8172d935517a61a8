// @vitest-environment jsdom
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { serverHtml } from '../test/server-html';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SearchBox({ keep, start }: { keep: boolean; start: string }) {
  const [text, setText] = useState(start);
  const [renders, setRenders] = useState(0);
  const box = useRef<HTMLInputElement>(null);
  const unread = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(keep ? box : unread, text, setText);
  return (
    <form>
      <input ref={box} aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </form>
  );
}

/** Serves the box, types into it before hydrating, hydrates, and renders once more. */
async function typeBeforeHydration(keep: boolean): Promise<{ box: string; state: string }> {
  const html = await serverHtml(<SearchBox keep={keep} start="mukut" />);
  await serverHtml(<p />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  container.querySelector('input')!.value = 'jhula';
  await act(async () => void hydrateRoot(container, <SearchBox keep={keep} start="mukut" />));
  await act(async () => container.querySelector('button')!.click());
  const seen = { box: container.querySelector('input')!.value, state: container.querySelector('output')!.textContent! };
  container.remove();
  return seen;
}

describe('useTypedBeforeHydration', () => {
  it('keeps the words typed before the page woke up, in the box and in the state', async () => {
    expect(await typeBeforeHydration(true)).toEqual({ box: 'jhula', state: 'jhula' });
  });

  it('is needed: without it the next render writes the old words back into the box', async () => {
    expect(await typeBeforeHydration(false)).toEqual({ box: 'mukut', state: 'mukut' });
  });
});
