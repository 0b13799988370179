import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [9_940_00, 'Rupees Nine Thousand Nine Hundred Forty Only'],
    [0, 'Rupees Zero Only'],
    [1_00, 'Rupees One Only'],
    [19_00, 'Rupees Nineteen Only'],
    [1_01_00, 'Rupees One Hundred One Only'],
    [49_50, 'Rupees Forty Nine and Fifty Paise Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [
      12_34_567_89,
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    ],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [2_05_00_010_00, 'Rupees Two Crore Five Lakh Ten Only'],
    [
      1_23_45_67_890_00,
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only',
    ],
  ])('writes %i paise as "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});
