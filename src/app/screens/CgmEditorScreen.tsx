import { useMemo, useState } from 'react';
import { readCampaignFile } from '../../content/cgm/campaignFile';
import { parseCoordinate, showCoordinate } from '../../content/cgm/coordinates';
import {
  blankDraft,
  CAMPAIGN_FILE,
  campaignFileText,
  draftFromPack,
  supportOf,
  type CampaignDraft,
} from '../../content/cgm/draft';
import {
  addSheet,
  cellText,
  freeEventId,
  putEvent,
  putLineSet,
  removeEvent,
  removeLineSet,
  removeSheet,
  setCell,
  setColumns,
} from '../../content/cgm/draftEdit';
import { draftBook, draftProblems, type DraftProblem } from '../../content/cgm/draftProblems';
import { blankEventForm, readEventForm } from '../../content/cgm/forms';
import { placeInSheet, readCellText, sheetGrid } from '../../content/cgm/grid';
import { answerPeek, setPeekVariable, startPeek, type Peek } from '../../rules/kraken/cgm/peek';
import { BookProblems } from '../../ui/cgmEditor/BookProblems';
import { BookStart } from '../../ui/cgmEditor/BookStart';
import { CellEditor } from '../../ui/cgmEditor/CellEditor';
import { EventEditor } from '../../ui/cgmEditor/EventEditor';
import { LineSetEditor } from '../../ui/cgmEditor/LineSetEditor';
import { PeekPanel } from '../../ui/cgmEditor/PeekPanel';
import { SheetBar } from '../../ui/cgmEditor/SheetBar';
import { SheetGrid } from '../../ui/cgmEditor/SheetGrid';
import { useDraftHistory } from '../../ui/cgmEditor/useDraftHistory';
import { cellReading } from '../../ui/cgmEditor/words';
import { downloadJson } from '../../ui/downloadJson';
import '../../ui/cgmEditor/cgmEditor.css';
import { MY_CAMPAIGN_ID } from '../myCampaignPack';
import { useServices } from '../services';

interface Peeking {
  readonly name: string;
  readonly start: string;
  readonly walk: Peek;
}

/**
 * The CGM sheet editor, a tool for content authors (Space Kraken §6): open a pack's CGM book (or a blank
 * one, or a campaign file), see each sheet as its grid of cells, edit a cell in the notation with the cell
 * reader's sentence at once, edit the events and line sets, and fix what the validator lists (a click goes
 * to the place). Peek mode follows a line through the real engine with the author's answers — the author's
 * view; the campaign screen never shows a sheet. The book goes into the player's "My campaign" pack or a
 * campaign file. The book is UI state; every change is a pure edit of src/content/cgm/draftEdit.ts.
 */
export function CgmEditorScreen() {
  const services = useServices();
  const books = services.packs.campaignPacks();
  const [source, setSource] = useState(() => books[0]?.name ?? 'a blank book');
  const {
    present: draft,
    commit,
    reset,
    undo,
    redo,
    canUndo,
    canRedo,
  } = useDraftHistory<CampaignDraft>(() => {
    const first = books[0];
    return first === undefined
      ? blankDraft(supportOf(services.packs.activeContent()))
      : draftFromPack(first.pack);
  });
  const [shown, setShown] = useState<number | null>(() => draft.sheets[0]?.number ?? null);
  const [selected, setSelected] = useState<string | null>(null);
  // Counts picks, so a click on the cell already picked hands the keyboard to its editor again.
  const [picks, setPicks] = useState(0);
  const [pickedEvent, setPickedEvent] = useState<number | null>(null);
  const [peeking, setPeeking] = useState<Peeking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saveErrors, setSaveErrors] = useState<readonly string[]>([]);

  const problems = useMemo(() => draftProblems(draft), [draft]);
  const book = useMemo(() => draftBook(draft), [draft]);
  const events = useMemo(() => new Map(draft.events.map((e) => [e.id, e])), [draft.events]);
  const sheet = draft.sheets.find((s) => s.number === shown) ?? draft.sheets[0];
  const selectedHere = selected !== null && placeInSheet(selected)?.sheet === sheet?.number ? selected : null;
  const grid = useMemo(
    () =>
      sheet === undefined ? null : sheetGrid(sheet, selectedHere === null ? [] : [selectedHere.slice(-1)]),
    [sheet, selectedHere],
  );
  const visited = useMemo(() => new Set(peeking?.walk.visited ?? []), [peeking]);

  const open = (next: CampaignDraft, from: string, words: string) => {
    reset(next);
    setSource(from);
    setShown(next.sheets[0]?.number ?? null);
    setSelected(null);
    setPickedEvent(null);
    setPeeking(null);
    setSaveErrors([]);
    setNotice(words);
  };

  const pick = (key: string) => {
    const at = placeInSheet(key);
    if (at === null) return;
    setShown(at.sheet);
    setSelected(key);
    setPicks((n) => n + 1);
  };

  const follow = (walk: Peek, name: string, start: string) => {
    setPeeking({ name, start, walk });
    if (walk.current !== null) {
      const at = placeInSheet(walk.current);
      if (at !== null) setShown(at.sheet);
    }
  };

  const onProblem = (p: DraftProblem) => {
    switch (p.place.kind) {
      case 'cell':
        pick(p.place.at);
        return;
      case 'sheet':
        setShown(p.place.number);
        return;
      case 'event':
        setPickedEvent(p.place.index);
        document.querySelector('[data-testid="cgm-events"]')?.scrollIntoView({ block: 'nearest' });
        return;
      case 'lineSet':
        document
          .querySelector(`[data-testid="cgm-line-set-${p.place.index}"]`)
          ?.scrollIntoView({ block: 'nearest' });
        return;
      case 'book':
        return;
    }
  };

  const text = selectedHere === null ? '' : cellText(draft, selectedHere);
  const read = selectedHere === null ? null : readCellText(selectedHere, text);

  return (
    <div className="screen cgm-editor" data-testid="cgm-editor">
      <div className="column main-column">
        <h1>
          CGM editor: <span data-testid="cgm-source">{source}</span>{' '}
          <span className="muted small">
            ({draft.sheets.length} sheets, {draft.events.length} events, {draft.lineSets.length} line sets)
          </span>
        </h1>
        <BookStart
          books={books}
          onOpen={(packId) => {
            const found = books.find((b) => b.packId === packId);
            if (found !== undefined)
              open(draftFromPack(found.pack), found.name, `Opened the CGM book of ${found.name}.`);
          }}
          onBlank={() =>
            open(
              blankDraft(supportOf(services.packs.activeContent())),
              'a blank book',
              'A blank book: sheet 1 with the LT starts 1AA–1AT and one line at 1BA, each a “/” for now.',
            )
          }
          onImport={async (file) => {
            const reading = readCampaignFile(file.name, await file.text(), draft.support);
            if (!reading.ok) return reading.errors;
            open(reading.draft, file.name, `Opened the campaign file ${file.name}.`);
            return null;
          }}
        />
        {notice !== null && (
          <p className="notice" role="status" data-testid="cgm-notice">
            {notice}
          </p>
        )}
        <SheetBar
          key={sheet?.number ?? 'none'}
          sheets={draft.sheets}
          shown={sheet?.number ?? null}
          onShow={setShown}
          onAdd={(number, columns) => {
            const edit = addSheet(draft, number, columns);
            if (!edit.ok) return edit.reason;
            commit(edit.draft);
            setShown(number);
            return null;
          }}
          onColumns={(columns) => {
            if (sheet === undefined) return 'No sheet is shown.';
            const edit = setColumns(draft, sheet.number, columns);
            if (!edit.ok) return edit.reason;
            commit(edit.draft);
            return null;
          }}
          onRemove={() => {
            if (sheet === undefined) return;
            const next = removeSheet(draft, sheet.number);
            commit(next);
            setShown(next.sheets[0]?.number ?? null);
          }}
        />
        <div className="cgm-toolbar">
          <button type="button" data-testid="cgm-undo" disabled={!canUndo} onClick={undo}>
            Undo
          </button>
          <button type="button" data-testid="cgm-redo" disabled={!canRedo} onClick={redo}>
            Redo
          </button>
          <span className="muted small">
            Red <span className="swatch cell-stop" />, green commands <span className="swatch cell-command" />
            , plain coordinates <span className="swatch cell-jump" />; Ø is the digit zero, O the letter.
          </span>
        </div>
        {grid !== null && (
          <SheetGrid
            grid={grid}
            selected={selectedHere}
            visited={visited}
            current={peeking?.walk.current ?? null}
            onPick={(key) => {
              setSelected(key);
              setPicks((n) => n + 1);
            }}
          />
        )}
        <CellEditor
          cellKey={selectedHere}
          picks={picks}
          text={text}
          error={read?.error ?? null}
          reading={
            book === null || selectedHere === null ? '' : cellReading(book, events, selectedHere, text)
          }
          onChange={(typed) => {
            const at = selectedHere === null ? null : placeInSheet(selectedHere);
            if (at !== null) commit(setCell(draft, at.sheet, at.at, typed));
          }}
          onGoTo={(coordinate) => {
            const c = parseCoordinate(coordinate);
            if ('error' in c) return c.error;
            const target = draft.sheets.find((s) => s.number === c.sheet);
            if (target === undefined) return `The book has no sheet ${c.sheet}: add it first.`;
            if (!target.columns.toUpperCase().includes(c.column))
              return `Sheet ${c.sheet} has no column ${c.column} (its columns: ${target.columns}).`;
            pick(`${c.sheet}${c.column}${c.row}`);
            return null;
          }}
        />
      </div>
      <div className="column side-column">
        <BookProblems problems={problems} onPick={onProblem} />
        {peeking !== null && book !== null && (
          <PeekPanel
            peek={peeking.walk}
            name={peeking.name}
            events={events}
            onAnswer={(answer) =>
              follow(answerPeek(peeking.walk, book, events, answer), peeking.name, peeking.start)
            }
            onSetVariable={(name, value) =>
              setPeeking({ ...peeking, walk: setPeekVariable(peeking.walk, name, value) })
            }
            onRestart={() =>
              follow(startPeek(book, peeking.name, peeking.start), peeking.name, peeking.start)
            }
            onClose={() => setPeeking(null)}
          />
        )}
        <LineSetEditor
          sets={draft.lineSets}
          onApply={(i, set) => commit(putLineSet(draft, i, set))}
          onAdd={() =>
            commit(
              putLineSet(draft, null, {
                id: `lines-${draft.lineSets.length + 1}`,
                name: 'New story lines',
                lines: [{ name: 'Line 1', start: '1BA' }],
              }),
            )
          }
          onRemove={(i) => commit(removeLineSet(draft, i))}
          onPeek={(name, start) => {
            if (book !== null) follow(startPeek(book, name, start), name, start);
          }}
        />
        <EventEditor
          events={draft.events}
          picked={pickedEvent}
          onPick={setPickedEvent}
          onApply={(i, event) => commit(putEvent(draft, i, event))}
          onAdd={() => {
            const made = readEventForm(blankEventForm(freeEventId(draft)));
            if (!made.ok) return;
            commit(putEvent(draft, null, made.entry));
            setPickedEvent(draft.events.length);
          }}
          onRemove={(i) => {
            commit(removeEvent(draft, i));
            setPickedEvent(null);
          }}
        />
        <section className="panel cgm-save" aria-label="Save the book" data-testid="cgm-save-panel">
          <div className="cgm-row">
            <button
              type="button"
              data-testid="cgm-save"
              disabled={problems.length > 0}
              title={
                problems.length > 0
                  ? 'Fix the problems first: a pack takes only a book it can run'
                  : undefined
              }
              onClick={() => {
                void services.packs.saveCampaign(draft).then((outcome) => {
                  if (!outcome.ok) {
                    setSaveErrors(outcome.errors);
                    return;
                  }
                  setSaveErrors([]);
                  setNotice(`Saved the book into the My campaign pack (${MY_CAMPAIGN_ID}).`);
                });
              }}
            >
              Save into My campaign
            </button>
            <button
              type="button"
              data-testid="cgm-export"
              onClick={() => {
                downloadJson(CAMPAIGN_FILE, campaignFileText(draft));
                setNotice(
                  `Exported ${CAMPAIGN_FILE}${problems.length > 0 ? ` — it still has ${problems.length} problem${problems.length === 1 ? '' : 's'}; a pack will refuse it until they are fixed` : ''}.`,
                );
              }}
            >
              Export a campaign file
            </button>
          </div>
          {saveErrors.length > 0 && (
            <ul className="refusal" role="alert" data-testid="cgm-save-errors">
              {saveErrors.map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
          )}
          <p className="muted small">
            The book goes with the entries of its pack that its events name (items, quest sheets, location
            types and their maps), so the pack loads on its own.{' '}
            {selectedHere === null ? '' : `Picked: ${showCoordinate(selectedHere)}.`}
          </p>
        </section>
      </div>
    </div>
  );
}
