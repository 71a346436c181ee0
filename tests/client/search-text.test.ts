import { describe, expect, it } from 'vitest';
import { foldSearchText, searchWordsOf } from '../../src/features/search/search-text.ts';

describe('search text folding', () => {
  it.each([
    ['German umlauts and ß', 'Straße Müller ÄPFEL', 'strasse muller apfel'],
    ['capital sharp s', 'STRAẞE', 'strasse'],
    ['Turkish dotted and dotless i', 'İstanbul ılık Işık', 'istanbul ilik isik'],
    ['Greek accents and final sigma', 'Καλημέρα Παιδικός ΣΤΑΘΜΌΣ', 'καλημερα παιδικοσ σταθμοσ'],
    ['Greek diaeresis', 'Προϊόν', 'προιον'],
    ['Cyrillic й ё ї', 'Йогурт Ёлка Їжак', 'иогурт елка іжак'],
    ['French and Romanian marks', 'Crème brûlée ȘCOALĂ', 'creme brulee scoala'],
  ])('folds %s', (_, text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('splits words on spaces and punctuation in every script, keeping their places in the text', () => {
    expect(searchWordsOf('Hallo, Welt! Καλή-μέρα 2026')).toEqual([
      { word: 'Hallo', start: 0 },
      { word: 'Welt', start: 7 },
      { word: 'Καλή', start: 13 },
      { word: 'μέρα', start: 18 },
      { word: '2026', start: 23 },
    ]);
  });

  it('keeps a word written with a combining mark in one piece', () => {
    expect(searchWordsOf('Cafe\u0301 au lait').map((w) => w.word)).toEqual(['Cafe\u0301', 'au', 'lait']);
  });
});
