// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('never probes with eval, so the page policy is not violated', async () => {
    await import('./zod-csp');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
    const { z } = await import('zod');
    const evals: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        evals.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ pincode: z.string() }).parse({ pincode: '281121' })).toEqual({ pincode: '281121' });
    } finally {
      globalThis.Function = original;
    }
    expect(evals).toEqual([]);
  });
});
