// How everyday a word is: its rank among the most frequent words of spoken English
// (common-words.ts), used to tell a question's everyday words ('buying', 'looking', 'problem'),
// which need not be in the documents, from rare ones that name something ('janitorial', 'gala').
import { COMMON_WORDS } from './common-words';

let ranks: Map<string, number> | null = null;

export function wordRank(word: string): number {
  if (!ranks) {
    ranks = new Map();
    let i = 0;
    for (const line of COMMON_WORDS) for (const w of line.split(' ')) ranks.set(w, ++i);
  }
  return ranks.get(word.toLowerCase()) ?? Infinity;
}

/** 'common' (the top 8,000), 'medium' (to 20,000) or 'rare'. */
export function commonness(word: string): 'common' | 'medium' | 'rare' {
  const r = wordRank(word);
  return r <= 8000 ? 'common' : r <= 20000 ? 'medium' : 'rare';
}
