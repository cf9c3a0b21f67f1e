import { Suspense, lazy, useState } from 'react';
import { readDemoFile } from '../../game/demo/file';
import { prepareDemo } from '../../game/demo/prepare';
import { gameModeById } from '../../modes/registry';
import { DemoPlayer } from '../demos/DemoPlayer';
import { ShareDemo } from '../online/ShareDemo';
import { DemoRemote } from '../demos/DemoRemote';
import { hrefOf, navigate, type DemoPage } from '../routes';
import { useServices } from '../services';

const DemoEditor = lazy(() => import('../demos/DemoEditor').then((m) => ({ default: m.DemoEditor })));

/**
 * The rules demos: a tool screen, not a game mode. A demo runs another mode's machine on that mode's own
 * table and has no machine, save slot or autosave of its own; demos are pack content. Pages: the list of
 * every loaded pack's demos, a demo playing (or presenting), the editor, the presenter's notes window.
 */
export function DemosScreen({ page }: { readonly page: DemoPage }) {
  switch (page.kind) {
    case 'list':
      return <DemoList />;
    case 'remote':
      return <DemoRemote />;
    case 'edit':
      return (
        <Suspense fallback={<p className="muted">Opening the demo editor…</p>}>
          <DemoEditor />
        </Suspense>
      );
    case 'play':
      return <PlayPage pack={page.pack} id={page.demo} present={page.present} />;
  }
}

function PlayPage({
  pack,
  id,
  present,
}: {
  readonly pack: string;
  readonly id: string;
  readonly present: boolean;
}) {
  const services = useServices();
  const found = services.packs.demos().find((d) => d.packId === pack && d.demo.id === id);
  if (found === undefined) {
    return (
      <div className="screen column main-column" data-testid="demo-missing">
        <p className="refusal">
          No loaded pack has this demo ({pack} / {id}).
        </p>
        <a href="#/demos">All demos</a>
      </div>
    );
  }
  const here = { screen: 'demos', page: { kind: 'play', pack, demo: id, present } } as const;
  return (
    <DemoPlayer
      demo={found.demo}
      packId={pack}
      source={{ file: `pack "${found.packName}"`, path: ['demos', id] }}
      present={present}
      // On a clean table the caption sits beside it; presenting, it is the captions over the table.
      beside={!present}
      extra={
        <>
          {present ? (
            <>
              <ShareDemo pack={pack} demo={id} />
              <button
                type="button"
                data-testid="demo-notes"
                onClick={() => {
                  window.open(hrefOf({ screen: 'demos', page: { kind: 'remote' } }), 'tabletop-demo-notes');
                }}
              >
                Presenter notes
              </button>
              <a
                className="button"
                href={hrefOf({ ...here, page: { ...here.page, present: false } })}
                data-testid="demo-unpresent"
              >
                Leave presenter mode
              </a>
            </>
          ) : (
            <a
              className="button"
              href={hrefOf({ ...here, page: { ...here.page, present: true } })}
              data-testid="demo-present"
            >
              Present
            </a>
          )}
          <a className="button" href="#/demos" data-testid="demo-exit">
            All demos
          </a>
        </>
      }
    />
  );
}

function DemoList() {
  const services = useServices();
  const demos = services.packs.demos();
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [imported, setImported] = useState<string | null>(null);
  return (
    <div className="screen demos-screen" data-testid="demos-screen">
      <div className="column main-column">
        <h1>Rules demos</h1>
        <p className="lede">
          Short guided scenes on the real table: the rules run themselves with scripted dice, the demo stops
          to explain, and at “your turn” the controls are yours. Back undoes, Next goes on (or the arrow
          keys); “Play from here” turns any moment into a game of your own.
        </p>
        <ul className="cards" data-testid="demo-list">
          {demos.map(({ packId, packName, demo }) => (
            <li key={`${packId}/${demo.id}`} className="card card-ready" data-testid={`demo-card-${demo.id}`}>
              <h3>{demo.name}</h3>
              <p className="muted">
                {gameModeById(demo.mode)?.nav ?? demo.mode} · about {demo.minutes} min · {packName}
                {demo.sample && <span className="badge sample"> sample</span>}
              </p>
              <p>{demo.description}</p>
              <a
                className="button primary"
                data-testid={`demo-play-${demo.id}`}
                href={hrefOf({
                  screen: 'demos',
                  page: { kind: 'play', pack: packId, demo: demo.id, present: false },
                })}
              >
                Play
              </a>{' '}
              <a
                className="button"
                href={hrefOf({
                  screen: 'demos',
                  page: { kind: 'play', pack: packId, demo: demo.id, present: true },
                })}
              >
                Present
              </a>
            </li>
          ))}
        </ul>
        <h2>Make your own</h2>
        <p>
          Record a demo from the game in progress of any mode or from a save file, then add narration, marks,
          camera moves and “your turn” steps, and export it or keep it in your own “My demos” pack.
        </p>
        <p>
          <a className="button" href="#/demos/edit" data-testid="demo-make">
            Make a demo
          </a>{' '}
          <label className="button">
            Import a demo file
            <input
              type="file"
              accept=".json,application/json"
              className="sr-only"
              data-testid="demo-import"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file === undefined) return;
                void file.text().then(async (text) => {
                  const read = readDemoFile(file.name, text);
                  if (!read.ok) {
                    setProblems(read.errors);
                    return;
                  }
                  const errors: string[] = [];
                  let last: string | null = null;
                  for (const [i, demo] of read.demos.entries()) {
                    // What only the mode knows (its set-up, its decisions) is checked before it is kept.
                    const mode = await gameModeById(demo.mode)?.mode();
                    const checked = prepareDemo(
                      demo,
                      (id) => (id === mode?.id ? mode : undefined),
                      services.packs.activeContent(),
                      { file: file.name, path: ['demos', i] },
                    );
                    if (!checked.ok) {
                      errors.push(...checked.errors);
                      continue;
                    }
                    const saved = await services.packs.saveDemo(demo);
                    if (saved.ok) last = demo.id;
                    else errors.push(...saved.errors);
                  }
                  setProblems(errors);
                  setImported(last);
                });
              }}
            />
          </label>
        </p>
        {imported !== null && problems.length === 0 && (
          <p className="notice-box" data-testid="demo-imported">
            Imported into “My demos”.{' '}
            <button
              type="button"
              onClick={() => {
                navigate({
                  screen: 'demos',
                  page: { kind: 'play', pack: 'my-demos', demo: imported, present: false },
                });
              }}
            >
              Play it
            </button>
          </p>
        )}
        {problems.length > 0 && (
          <ul className="refusal" role="alert" data-testid="demo-import-errors">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
