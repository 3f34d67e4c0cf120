import type { ReactNode } from 'react';

/** Stands for a placeholder while its message is filled: the sentence is split around it. */
export const SLOT = '\u0001';

/** A translated sentence with an element (a figure in bold) where its placeholder held SLOT. */
export function withSlot(sentence: string, slot: ReactNode): ReactNode {
  const [before, after = ''] = sentence.split(SLOT);
  return (
    <>
      {before}
      {slot}
      {after}
    </>
  );
}
