declare module '@nlpjs/lang-pl' {
  /** The suffix-stripping Polish stemmer of NLP.js (rules only, no dictionary). */
  export class StemmerPl {
    stemWord: (word: string) => string;
  }
}
