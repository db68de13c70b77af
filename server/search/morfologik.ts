import { readFileSync } from 'node:fs';

/*
 * A reader of Morfologik's dictionary automaton (the CFSA2 format, version byte 0xC6) with the "prefix" base-form
 * encoding, written from the format described by morfologik-stemming's sources (BSD). The automaton stores, for
 * every inflected form, the sequences `form + separator + encoded lemma + separator + tags`; looking a form up
 * walks its bytes, then the separator, and collects every sequence that continues from there.
 */

const MAGIC = [0x5c, 0x66, 0x73, 0x61]; // "\fsa"
const CFSA2_VERSION = 0xc6;
const FLAG_NUMBERS = 1 << 8;
const BIT_TARGET_NEXT = 1 << 7;
const BIT_LAST_ARC = 1 << 6;
const BIT_FINAL_ARC = 1 << 5;
const LABEL_INDEX_MASK = (1 << 5) - 1;
/** Encoded "trim" count meaning "drop the whole inflected form". */
const REMOVE_EVERYTHING = 255;
/** Byte value of the letter 'A', the zero of the encoded trim counts. */
const TRIM_ZERO = 0x41;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One reading of a word form: its lemma as the dictionary spells it ('Łódź', 'wózek') and its tags. */
export interface DictionaryEntry {
  lemma: string;
  tags: string;
}

export class MorfologikDictionary {
  private readonly arcs: Uint8Array;
  private readonly labels: Uint8Array;
  private readonly hasNumbers: boolean;
  private readonly root: number;
  private readonly separator: number;

  constructor(file: Uint8Array, separator = '+') {
    if (!MAGIC.every((byte, index) => file[index] === byte)) throw new Error('Not a Morfologik automaton');
    if (file[4] !== CFSA2_VERSION) throw new Error(`Unsupported automaton version 0x${file[4].toString(16)}`);
    const flags = (file[5] << 8) | file[6];
    this.hasNumbers = (flags & FLAG_NUMBERS) !== 0;
    const labelCount = file[7];
    this.labels = file.subarray(8, 8 + labelCount);
    this.arcs = file.subarray(8 + labelCount);
    this.separator = encoder.encode(separator)[0]!;
    // Node 0 holds one dummy arc (the terminating state); the real root is where it points.
    this.root = this.destination(this.firstArc(0));
  }

  static fromFile(path: string | URL): MorfologikDictionary {
    const buffer = readFileSync(path);
    return new MorfologikDictionary(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  }

  /** The lemmas of one exact word form (case-sensitive, as the dictionary spells it), without duplicates. */
  lemmas(form: string): string[] {
    return [...new Set(this.entries(form).map((entry) => entry.lemma))];
  }

  /** Every reading of one exact word form: its lemma and the morphological tags ('verb:fin:pl:pri:imperf…'). */
  entries(form: string): DictionaryEntry[] {
    const bytes = encoder.encode(form);
    const node = this.walk(this.root, bytes);
    return node === undefined ? [] : this.entriesAt(node, bytes);
  }

  /**
   * The lemmas of every form the dictionary spells like `form` with some letters replaced by the alternatives
   * `variants` offers for them (e.g. missing diacritics: 'lodzi' → 'łodzi', 'Łodzi'). At most `limit` forms.
   */
  lemmasOfVariants(form: string, variants: (char: string, index: number) => readonly string[], limit = 8): string[] {
    return [...new Set(this.entriesOfVariants(form, variants, limit).map((entry) => entry.lemma))];
  }

  /** The readings of every variant spelling of `form` the dictionary knows (see lemmasOfVariants). */
  entriesOfVariants(
    form: string,
    variants: (char: string, index: number) => readonly string[],
    limit = 8,
  ): DictionaryEntry[] {
    const chars = [...form];
    const found: DictionaryEntry[] = [];
    let forms = 0;
    const visit = (node: number, index: number, spelled: string) => {
      if (forms >= limit) return;
      if (index === chars.length) {
        const entries = this.entriesAt(node, encoder.encode(spelled));
        if (entries.length) forms++;
        found.push(...entries);
        return;
      }
      for (const variant of variants(chars[index], index)) {
        const next = this.walk(node, encoder.encode(variant));
        if (next !== undefined) visit(next, index + 1, spelled + variant);
      }
    };
    visit(this.root, 0, '');
    return found;
  }

  /** The spellings of `form` with letters replaced by their `variants` that are forms of the dictionary. */
  formsOfVariants(form: string, variants: (char: string, index: number) => readonly string[], limit = 8): string[] {
    const chars = [...form];
    const found: string[] = [];
    const visit = (node: number, index: number, spelled: string) => {
      if (found.length >= limit) return;
      if (index === chars.length) {
        if (this.findArc(node, this.separator) !== 0) found.push(spelled);
        return;
      }
      for (const variant of variants(chars[index], index)) {
        const next = this.walk(node, encoder.encode(variant));
        if (next !== undefined) visit(next, index + 1, spelled + variant);
      }
    };
    visit(this.root, 0, '');
    return found;
  }

  /** The node reached after following `bytes` from `node`, or undefined when the automaton has no such path. */
  private walk(node: number, bytes: Uint8Array): number | undefined {
    let current = node;
    for (const byte of bytes) {
      const arc = this.findArc(current, byte);
      if (arc === 0) return undefined;
      const target = this.destination(arc);
      if (target === 0) return undefined;
      current = target;
    }
    return current;
  }

  /** Decodes every `encoded lemma + separator + tags` sequence that follows the form's node and a separator. */
  private entriesAt(node: number, form: Uint8Array): DictionaryEntry[] {
    const arc = this.findArc(node, this.separator);
    if (arc === 0 || this.isFinal(arc)) return [];
    const start = this.destination(arc);
    if (start === 0) return [];
    const entries = new Map<string, DictionaryEntry>();
    for (const sequence of this.sequencesFrom(start)) {
      const end = sequence.indexOf(this.separator);
      const lemma = this.decodeLemma(sequence.subarray(0, end < 0 ? sequence.length : end), form);
      const tags = end < 0 ? '' : decoder.decode(sequence.subarray(end + 1));
      entries.set(`${lemma}\n${tags}`, { lemma, tags });
    }
    return [...entries.values()];
  }

  /** Every byte sequence from `node` to a final arc (depth first, iterative: entries are short). */
  private sequencesFrom(node: number): Uint8Array[] {
    const results: Uint8Array[] = [];
    const path: number[] = [];
    const stack: { arc: number; depth: number }[] = [{ arc: this.firstArc(node), depth: 0 }];
    while (stack.length) {
      const { arc, depth } = stack.pop()!;
      const next = this.nextArc(arc);
      if (next !== 0) stack.push({ arc: next, depth });
      path.length = depth;
      path.push(this.label(arc));
      if (this.isFinal(arc)) results.push(Uint8Array.from(path));
      const target = this.destination(arc);
      if (target !== 0) stack.push({ arc: this.firstArc(target), depth: depth + 1 });
    }
    return results;
  }

  /** The "prefix" encoding: drop k bytes from the form's start and m from its end, then append the rest. */
  private decodeLemma(encoded: Uint8Array, form: Uint8Array): string {
    const dropStart = (encoded[0] - TRIM_ZERO) & 0xff;
    const dropEnd = (encoded[1] - TRIM_ZERO) & 0xff;
    const suffix = encoded.subarray(2);
    if (dropStart === REMOVE_EVERYTHING || dropEnd === REMOVE_EVERYTHING) return decoder.decode(suffix);
    const kept = form.subarray(dropStart, form.length - dropEnd);
    const lemma = new Uint8Array(kept.length + suffix.length);
    lemma.set(kept);
    lemma.set(suffix, kept.length);
    return decoder.decode(lemma);
  }

  private findArc(node: number, label: number): number {
    for (let arc = this.firstArc(node); arc !== 0; arc = this.nextArc(arc)) {
      if (this.label(arc) === label) return arc;
    }
    return 0;
  }

  private firstArc(node: number): number {
    return this.hasNumbers ? this.skipVInt(node) : node;
  }

  private nextArc(arc: number): number {
    return this.arcs[arc] & BIT_LAST_ARC ? 0 : this.skipArc(arc);
  }

  private label(arc: number): number {
    const index = this.arcs[arc] & LABEL_INDEX_MASK;
    return index > 0 ? this.labels[index] : this.arcs[arc + 1];
  }

  private isFinal(arc: number): boolean {
    return (this.arcs[arc] & BIT_FINAL_ARC) !== 0;
  }

  /** Where an arc leads: the node right after its state's last arc, or an explicit variable-length address. */
  private destination(arc: number): number {
    let current = arc;
    if (this.arcs[current] & BIT_TARGET_NEXT) {
      while (!(this.arcs[current] & BIT_LAST_ARC)) current = this.skipArc(current);
      return this.skipArc(current);
    }
    return this.readVInt(current + ((this.arcs[current] & LABEL_INDEX_MASK) === 0 ? 2 : 1));
  }

  private skipArc(arc: number): number {
    const flags = this.arcs[arc];
    let offset = arc + 1;
    if ((flags & LABEL_INDEX_MASK) === 0) offset++;
    if ((flags & BIT_TARGET_NEXT) === 0) offset = this.skipVInt(offset);
    return offset;
  }

  private readVInt(offset: number): number {
    let value = 0;
    for (let shift = 0, at = offset; ; shift += 7, at++) {
      const byte = this.arcs[at];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  }

  private skipVInt(offset: number): number {
    let at = offset;
    while (this.arcs[at++] >= 0x80);
    return at;
  }
}
