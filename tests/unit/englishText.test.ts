import { describe, expect, it } from 'vitest';
import { englishSentences } from './englishText';

describe('English left in a translation', () => {
  it('is a sentence with English function words, proper names aside', () => {
    expect(englishSentences('Inscription confirmée. The recording will open in the video player.')).toEqual([
      'The recording will open in the video player. [the, will, in]',
    ]);
    expect(englishSentences('La Food and Drugs Authority (FDA) du Ghana enregistre les médicaments à Accra.')).toEqual([]);
    expect(englishSentences('Volta Pharma & Regulatory Services : Página 1 de 3, as datas e o prazo.')).toEqual([]);
  });
});
