import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture';

const picture = {
  src: '/images/peacock-640.webp',
  srcSet: '/images/peacock-320.webp 320w, /images/peacock-640.webp 640w',
};

describe('pictureSources', () => {
  it("passes a picture's files through with the width it is drawn at", () => {
    expect(pictureSources(picture, '112px')).toEqual({ ...picture, sizes: '112px' });
  });

  it('leaves srcset out when the picture has no candidates', () => {
    expect(pictureSources({ src: '/images/a.webp', srcSet: null }, '20vw')).toEqual({
      src: '/images/a.webp',
      srcSet: undefined,
      sizes: '20vw',
    });
  });

  it('gives every file of a retried picture a distinct address', () => {
    expect(pictureSources(picture, '100vw', 2)).toEqual({
      src: '/images/peacock-640.webp?retry=2',
      srcSet: '/images/peacock-320.webp?retry=2 320w, /images/peacock-640.webp?retry=2 640w',
      sizes: '100vw',
    });
  });

  it('adds the retry to an address that already has a query', () => {
    const signed = { src: '/images/a.webp?v=3', srcSet: '/images/a.webp?v=3 640w' };
    expect(pictureSources(signed, '100vw', 1)).toMatchObject({
      src: '/images/a.webp?v=3&retry=1',
      srcSet: '/images/a.webp?v=3&retry=1 640w',
    });
  });
});
