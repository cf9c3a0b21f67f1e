import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { ruleIdsInWords } from '../game/ruleWords';

/**
 * The title of a rules-reference entry by its id, for the refusals on screen; the app provides the one of its
 * rules reference (main.tsx). Without one, a cited id is dropped rather than shown.
 */
export type RuleTitleOf = (id: string) => string | undefined;

const NO_TITLES: RuleTitleOf = () => undefined;

export const RuleTitlesContext = createContext<RuleTitleOf>(NO_TITLES);

/**
 * A refusal or a disabled reason in a player's words: rules and machines cite the rule they follow by its id
 * ("(kraken.ship-construction)"); on screen it reads as the rule's title. Every panel that shows such a text
 * goes through this (or `<Refusal>`), so no id reaches the screen whichever panel shows it.
 */
export function useRuleWords(): (text: string) => string {
  const titleOf = useContext(RuleTitlesContext);
  return useCallback((text: string) => ruleIdsInWords(text, titleOf), [titleOf]);
}

/**
 * A refusal, its rule ids in words: an alert by default (`role` null for one that is part of a card, not news).
 * `children` follow the text (a button); `rule` is kept on the element for tests (`data-rule`).
 */
export function Refusal({
  text,
  testId,
  role = 'alert',
  rule,
  children,
}: {
  readonly text: string;
  readonly testId?: string;
  readonly role?: 'alert' | 'status' | null;
  readonly rule?: string;
  readonly children?: ReactNode;
}) {
  const words = useRuleWords();
  const shown = words(text);
  const at = useRef<HTMLParagraphElement>(null);
  // A refusal answers a click somewhere else (a figure list's button lower in the same drawer): brought into
  // view if it is scrolled out, so the player reads why nothing happened.
  useEffect(() => {
    if (role === 'alert') at.current?.scrollIntoView({ block: 'nearest' });
  }, [shown, role]);
  return (
    <p ref={at} className="refusal" role={role ?? undefined} data-testid={testId} data-rule={rule}>
      {shown}
      {children}
    </p>
  );
}
