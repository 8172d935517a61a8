import { describe, expect, it } from 'vitest';
import { writtenLang } from './written-lang';

describe("The language of a shopper's own words, by their script", () => {
  it('marks Latin words on a Hindi page as English', () => {
    expect(writtenLang('Beautiful work', 'hi')).toEqual({ lang: 'en' });
    expect(writtenLang('बहुत सुंदर पोशाक', 'hi')).toEqual({});
    expect(writtenLang('बहुत सुंदर, size 3 perfect', 'hi')).toEqual({});
  });

  it('marks Devanagari on an English page as Hindi', () => {
    expect(writtenLang('बहुत सुंदर', 'en')).toEqual({ lang: 'hi' });
    expect(writtenLang('Radhika', 'en')).toEqual({});
  });

  it('leaves text with no letters alone', () => {
    expect(writtenLang('5 ★', 'hi')).toEqual({});
  });
});
