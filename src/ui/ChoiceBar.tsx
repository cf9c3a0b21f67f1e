import {
  Component,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { AnyStateMachine } from 'xstate';
import type { DecisionEvent } from '../game/presenter/presenter';
import type { Choice } from '../game/mode';
import type { Session } from '../game/session';
import { backPath, choiceLevel, drillPath, livePath, type ChoiceNode } from './choiceTree';
import { listenForDrill } from './choiceDrill';
import { OddsBadge } from './OddsBadge';
import { isTypingTarget } from './typingTarget';
import { useSessionSelector } from './useSession';
import { Refusal, useRuleWords } from './Refusal';

const TOP: readonly string[] = [];

/**
 * What this screen may take of the choices on offer (an online table's seat takes only its own crew's), and
 * a line saying who decides when that is somebody else.
 */
export type ChoiceSieve = (choices: readonly Choice<DecisionEvent>[]) => {
  readonly choices: readonly Choice<DecisionEvent>[];
  readonly note: string | null;
  /** Why this screen takes no move back or forward (a spectator's), when it takes none. */
  readonly noUndo?: string;
};

/**
 * The choices the deepest active machine accepts now, from its own presenter; `revision` is the memo's key
 * (the session changed).
 */
function listChoices<M extends AnyStateMachine>(
  session: Session<M>,
  _revision: number,
): readonly Choice<DecisionEvent>[] {
  return session.choices();
}

/**
 * The decisions the current state accepts (`snapshot.can`), each with the odds of the roll it starts and
 * what it costs, plus undo and redo. Grouped choices show one step at a time (a PSI power, then the piece,
 * then who gets it, then the slot) with the count under each step and a Back button. A choice that cannot
 * succeed is shown disabled with the reason. A refused decision shows the reason the session gave.
 * From the keyboard: 1–9 take the n-th button of the level shown, Escape or Backspace go back a step,
 * Ctrl+Z undoes and Ctrl+Y (or Ctrl+Shift+Z) redoes, except while typing in a field; after a choice taken
 * by keyboard, focus stays on the bar (its first button).
 */
export function ChoiceBar<M extends AnyStateMachine>({
  session,
  sieve,
}: {
  session: Session<M>;
  /** At an online table: the seat's own choices (the others' would be refused) and whose turn it is. */
  sieve?: ChoiceSieve;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const revision = useSessionSelector(session, (_, s) => s.revision);
  // A finished game has nothing left to choose: the game-over panel says how it ended and offers what next.
  const over = useSessionSelector(session, (_, s) => s.over);
  const [drill, setDrill] = useState<{ revision: number; path: readonly string[] }>({
    revision,
    path: [],
  });
  const bar = useRef<HTMLElement>(null);
  /** Set when the keyboard took a choice: the next render puts focus back on the bar. */
  const refocus = useRef(false);
  // Listed once per revision (the listing is the costly part of a render): the deepest active machine is
  // the one deciding now (a fight inside a crawl), and its choices are offered.
  // A reason that cites a rule by its id shows the rule's title (`useRuleWords`: one function per rules
  // reference, so the choices are not listed again for it).
  const words = useRuleWords();
  const listed = useMemo(
    () =>
      listChoices(session, revision).map((c) =>
        c.disabled === undefined ? c : { ...c, disabled: words(c.disabled) },
      ),
    [session, revision, words],
  );
  const sieved = useMemo(
    () => (sieve === undefined ? { choices: listed, note: null, noUndo: undefined } : sieve(listed)),
    [listed, sieve],
  );
  const choices = sieved.choices;
  // A new state starts at the top; a drill into a step the list no longer has falls back to what is left.
  const path = useMemo(
    () => (drill.revision === revision ? livePath(choices, drill.path) : TOP),
    [drill, revision, choices],
  );
  const nodes = useMemo(() => choiceLevel(choices, path), [choices, path]);

  const act = (event: DecisionEvent) => {
    const outcome = session.send(event);
    setRefusal(outcome.ok ? null : outcome.reason);
  };
  const press = (node: ChoiceNode<Choice<DecisionEvent>>) => {
    if (node.kind === 'group') {
      setRefusal(null);
      // A step with one further step and nothing else is passed through: one weapon, one target.
      setDrill({ revision, path: drillPath(choices, node.path) });
    } else if (node.disabled !== null) setRefusal(node.disabled);
    else act(node.choice.event);
  };
  const back = () => {
    setRefusal(null);
    setDrill({ revision, path: backPath(choices, path) });
  };

  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const first = bar.current?.querySelector<HTMLButtonElement>('button.choice:not(:disabled)');
    (first ?? bar.current)?.focus();
  }, [revision, refusal, path]);

  // Another panel (the figure list, a click on the table) may open the bar at a step: the focus follows.
  useEffect(
    () =>
      listenForDrill(session, (to) => {
        setRefusal(null);
        refocus.current = true;
        setDrill({ revision: session.revision, path: to });
      }),
    [session],
  );

  // The latest level for the window's key handler, which is registered once.
  const noUndo = sieved.noUndo;
  const keys = useRef({ nodes, press, back, depth: path.length, session, noUndo });
  useLayoutEffect(() => {
    keys.current = { nodes, press, back, depth: path.length, session, noUndo };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.metaKey || isTypingTarget(e.target)) return;
      const k = keys.current;
      const key = e.key.toLowerCase();
      if (e.ctrlKey) {
        if (key === 'z' && !e.shiftKey) {
          e.preventDefault();
          if (k.noUndo === undefined && k.session.canUndo) k.session.undo();
        } else if (key === 'y' || (key === 'z' && e.shiftKey)) {
          e.preventDefault();
          if (k.noUndo === undefined && k.session.canRedo) k.session.redo();
        }
        return;
      }
      if ((e.key === 'Escape' || e.key === 'Backspace') && k.depth > 0) {
        e.preventDefault();
        refocus.current = true;
        k.back();
        return;
      }
      if (!/^[1-9]$/.test(e.key)) return;
      const node = k.nodes[Number(e.key) - 1];
      if (node === undefined) return;
      e.preventDefault();
      refocus.current = true;
      k.press(node);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  if (over) return null;
  // The buttons this render keeps (by test id): a focused button of the bar not among them is blurred before
  // the commit removes it (BlurBeforeRemoval).
  const kept = new Set([
    'undo',
    'redo',
    ...(path.length > 0 ? ['choices-back'] : []),
    ...nodes.map(nodeTestId),
  ]);
  return (
    <section ref={bar} tabIndex={-1} className="panel choices" aria-label="Choices" data-testid="choices">
      <BlurBeforeRemoval bar={bar} kept={kept} />
      {path.length > 0 && (
        <nav className="choice-path" aria-label="Choice steps" data-testid="choices-path">
          <button
            type="button"
            className="choice-back"
            data-testid="choices-back"
            aria-keyshortcuts="Escape"
            onClick={(e) => {
              if (e.detail === 0) refocus.current = true;
              back();
            }}
          >
            <kbd className="hotkey" aria-hidden="true">
              Esc
            </kbd>{' '}
            Back
          </button>
          <span className="choice-crumbs">{path.join(' › ')}</span>
        </nav>
      )}
      {sieved.note !== null && (
        <p className="choice-turn" role="status" data-testid="choices-turn">
          {sieved.note}
        </p>
      )}
      {nodes.map((node, i) => (
        <ChoiceButton
          key={node.kind === 'group' ? `group:${node.text}` : node.choice.id}
          node={node}
          index={i}
          onPress={(fromKeyboard) => {
            if (fromKeyboard) refocus.current = true;
            press(node);
          }}
        />
      ))}
      <span className="spacer" />
      <button
        type="button"
        data-testid="undo"
        aria-keyshortcuts="Control+Z"
        disabled={noUndo !== undefined || !session.canUndo}
        title={noUndo ?? (session.undoRefusal === null ? undefined : words(session.undoRefusal))}
        onClick={() => session.undo()}
      >
        Undo
      </button>
      <button
        type="button"
        data-testid="redo"
        aria-keyshortcuts="Control+Y"
        disabled={noUndo !== undefined || !session.canRedo}
        title={noUndo}
        onClick={() => session.redo()}
      >
        Redo
      </button>
      {refusal !== null && <Refusal text={refusal} testId="refusal" />}
    </section>
  );
}

/** A test id for a step: its words, lower case, non-letters as dashes. */
export function stepTestId(text: string): string {
  return `choice-group-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** A choice button's test id: its step's words, or its choice's id. */
function nodeTestId<E>(node: ChoiceNode<Choice<E>>): string {
  return node.kind === 'group' ? stepTestId(node.text) : `choice-${node.choice.id}`;
}

/**
 * Takes the focus off a button of the bar that this commit is about to remove, before React changes the page.
 * Chromium lays the whole page out again, there and then, when the focused element leaves a page that has
 * changes waiting (the rest of the commit's), so removing the button just clicked cost 2–8 ms of each click
 * (issue 28); a blur before the first change costs next to nothing. The focus ends where the removal would
 * have left it (the page's body); a button that stays keeps it. `getSnapshotBeforeUpdate` is the one hook that
 * runs after the render and before any change to the page; a function component has none, hence the class.
 */
class BlurBeforeRemoval extends Component<{
  readonly bar: RefObject<HTMLElement | null>;
  /** The test ids of the buttons the coming commit keeps. */
  readonly kept: ReadonlySet<string>;
}> {
  override getSnapshotBeforeUpdate(): null {
    const focused = document.activeElement;
    const bar = this.props.bar.current;
    if (!(focused instanceof HTMLElement) || bar === null || focused === bar || !bar.contains(focused))
      return null;
    const id = focused.dataset['testid'];
    if (id !== undefined && !this.props.kept.has(id)) focused.blur();
    return null;
  }

  override componentDidUpdate(): void {
    // Paired with getSnapshotBeforeUpdate (React asks for both); the work is done before the update.
  }

  override render(): ReactNode {
    return null;
  }
}

function ChoiceButton<E>({
  node,
  index,
  onPress,
}: {
  readonly node: ChoiceNode<Choice<E>>;
  readonly index: number;
  /** Called with true when the press came from the keyboard (Enter or Space: no pointer detail). */
  readonly onPress: (fromKeyboard: boolean) => void;
}) {
  const hotkey = index < 9 && (node.kind === 'group' || node.disabled === null) ? String(index + 1) : null;
  const kbd =
    hotkey === null ? null : (
      <kbd className="hotkey" aria-hidden="true">
        {hotkey}
      </kbd>
    );
  if (node.kind === 'group') {
    return (
      <button
        type="button"
        className="choice choice-group"
        aria-keyshortcuts={hotkey ?? undefined}
        data-testid={nodeTestId(node)}
        data-choice-ids={node.ids.join(' ')}
        onClick={(e) => {
          onPress(e.detail === 0);
        }}
      >
        {kbd} {node.text}{' '}
        {/* A count, never a price: it says "choices" on the button, in a badge unlike a price's (issue 28). */}
        <span className="choice-count">
          <span data-testid="choices-count">
            {node.open === node.ids.length ? node.ids.length : `${node.open} of ${node.ids.length}`}
          </span>{' '}
          {node.ids.length === 1 ? 'choice' : 'choices'}
        </span>{' '}
        <span aria-hidden="true">›</span>
      </button>
    );
  }
  const { choice, disabled } = node;
  const reasonId = `choice-why-${choice.id}`;
  return (
    <span className={`choice-slot${disabled === null ? '' : ' choice-slot-disabled'}`}>
      <button
        type="button"
        className="choice"
        title={choice.hint}
        aria-keyshortcuts={hotkey ?? undefined}
        aria-describedby={disabled === null ? undefined : reasonId}
        disabled={disabled !== null}
        data-testid={nodeTestId(node)}
        onClick={(e) => {
          onPress(e.detail === 0);
        }}
      >
        {kbd} {node.text}
        {choice.cost !== undefined && (
          <span className="choice-cost" data-testid="choices-cost">
            {choice.cost}
          </span>
        )}{' '}
        <OddsBadge odds={choice.odds} />
      </button>
      {disabled !== null && (
        <span className="choice-why" id={reasonId} data-testid="choices-why">
          {disabled}
        </span>
      )}
    </span>
  );
}
