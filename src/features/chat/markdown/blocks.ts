// Splits a message into top-level markdown blocks at blank lines outside fenced code, so a
// streaming answer parses each finished block once and only re-parses the block still growing.
// A blank line followed by an indented line does not split (a list item's next paragraph).
// Remembers where it stopped: when the text only grew, scanning resumes at the open block.

export interface BlockSplitter {
  /** The blocks of `text`: every one but the last is finished. */
  split(text: string): string[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function createBlockSplitter(): BlockSplitter {
  let seen = '';
  let done: string[] = [];
  // Where the open (last) block starts; the scan always resumes there, outside any fence.
  let openAt = 0;

  return {
    split(text) {
      if (text.length < openAt || !text.startsWith(seen.slice(0, openAt))) {
        done = [];
        openAt = 0;
      }
      seen = text;
      let start = openAt;
      let fence: string | null = null;
      let hasText = false;
      // The end of the open block's text when a blank line was met and not yet confirmed.
      let pendingBreak: number | null = null;
      let pos = openAt;
      for (;;) {
        const nl = text.indexOf('\n', pos);
        if (nl === -1) {
          // The last line may still grow, but its first character already says whether it
          // starts a new block after a blank line.
          const line = text.slice(pos);
          if (!fence && pendingBreak !== null && line.trim() !== '' && !/^[ \t]/.test(line)) {
            done.push(text.slice(start, pendingBreak).replace(/\n+$/, ''));
            start = pos;
            openAt = pos;
          }
          break;
        }
        const line = text.slice(pos, nl);
        const blank = line.trim() === '';
        if (fence) {
          const marker = FENCE.exec(line)?.[1];
          if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
        } else if (blank) {
          if (hasText && pendingBreak === null) pendingBreak = pos;
        } else {
          if (pendingBreak !== null) {
            if (/^[ \t]/.test(line)) {
              pendingBreak = null; // Continues the block above.
            } else {
              done.push(text.slice(start, pendingBreak).replace(/\n+$/, ''));
              start = pos;
              openAt = pos;
              pendingBreak = null;
            }
          }
          hasText = true;
          const marker = FENCE.exec(line)?.[1];
          if (marker) fence = marker;
        }
        pos = nl + 1;
      }
      const tail = text.slice(start).replace(/\s+$/, '');
      return tail ? [...done, tail] : [...done];
    },
  };
}

/** The blocks of a whole text at once. */
export const splitBlocks = (text: string) => createBlockSplitter().split(text);
