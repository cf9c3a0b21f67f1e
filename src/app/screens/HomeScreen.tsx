import { Suspense, lazy } from 'react';
import { HOME_CARDS } from '../../modes/registry';

// Naming the last game replays its autosave, which needs the machines: a lazy chunk, not the first page's.
const ContinueCard = lazy(() => import('./ContinueCard'));

/** The last game to continue, the modes, the Dice lab, the rules reference and loading, one click each. */
export function HomeScreen() {
  return (
    <div className="home">
      <h1>A tabletop where the rules run themselves</h1>
      <p className="lede">
        Space Kraken, the salvage skirmish and the Fringe battle rules, one guided step at a time, with exact
        odds before every roll and a 3D table to measure on.
      </p>
      <Suspense fallback={null}>
        <ContinueCard />
      </Suspense>
      <h2>Modes</h2>
      <ul className="cards" data-testid="modes">
        {HOME_CARDS.map((card) => (
          <li
            key={card.id}
            className={`card card-${card.href === null ? 'coming' : 'ready'}`}
            data-testid={`mode-${card.id}`}
          >
            <h3>{card.title}</h3>
            <p>{card.blurb}</p>
            {card.href !== null ? (
              <a className="button" href={card.href}>
                Open
              </a>
            ) : (
              <span className="badge" data-testid="coming">
                Coming
              </span>
            )}
          </li>
        ))}
      </ul>
      <h2>Tools</h2>
      <ul className="cards">
        <li className="card card-ready">
          <h3>Dice lab</h3>
          <p>Any check of the three games: its exact odds, its distribution, your dice or ours.</p>
          <a className="button" href="#/dice-lab" data-testid="open-dice-lab">
            Open the Dice lab
          </a>
        </li>
        <li className="card card-ready">
          <h3>Rules reference</h3>
          <p>Every rule the app runs, in short, searchable, with the section it comes from.</p>
          <a className="button" href="#/rules" data-testid="open-rules">
            Open the reference
          </a>
        </li>
        <li className="card card-ready">
          <h3>Map editor</h3>
          <p>Draw a book's tile maps cell by cell, check them as you go and save them into your own pack.</p>
          <a className="button" href="#/maps" data-testid="open-map-editor">
            Open the map editor
          </a>
        </li>
        <li className="card card-ready">
          <h3>CGM editor</h3>
          <p>Write a campaign's story sheets and events, check every line, and follow one in peek mode.</p>
          <a className="button" href="#/cgm" data-testid="open-cgm-editor">
            Open the CGM editor
          </a>
        </li>
        <li className="card card-ready">
          <h3>Load game</h3>
          <p>Resume a saved game from a slot or from a save file.</p>
          <a className="button" href="#/load" data-testid="open-load">
            Load a game
          </a>
        </li>
      </ul>
    </div>
  );
}
