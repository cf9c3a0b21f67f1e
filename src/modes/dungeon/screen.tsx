import { sessionOfMode, type ModeViewProps } from '../kit';
import { useMemo } from 'react';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import { dungeonMode } from './mode';
import { quickCrawlInput } from './quickCrawl';
import type { Session } from '../../game/session';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { replaceQuestion, startGame } from '../../app/shell/startGame';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { CrawlFightPanel, CrawlMap, CrawlSidePanels, type ReadCrawl } from './screenParts';

const FRAME = { testId: 'crawl', className: 'crawl' };

/** The Quick crawl: the sample location, walked tile by tile with every map element's bookkeeping done. */
export function DungeonScreen() {
  const services = useServices();
  const input = useMemo(() => {
    const built = quickCrawlInput(services.packs.activeContent());
    return built.ok ? built.input : null;
  }, [services]);
  return (
    <GameScreen
      mode={dungeonMode}
      frame={FRAME}
      opening="Opening the crawl…"
      start={{ kind: 'auto', input, missing: 'The loaded packs have no location to explore.' }}
    >
      {(session) => <Crawl session={session} />}
    </GameScreen>
  );
}

/** The Quick crawl's exploration is the root machine: the table's parts read it where it stands. */
const readCrawl: ReadCrawl<DungeonMachine> = (snapshot) => snapshot;

function Crawl({ session }: { session: Session<DungeonMachine> }) {
  const services = useServices();
  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title="Space Kraken dungeon crawl"
      main={<CrawlFightPanel session={session} read={readCrawl} testId="crawl-fight" />}
      stage={<CrawlMap session={session} read={readCrawl} />}
      side={<CrawlSidePanels session={session} read={readCrawl} />}
      footer={
        <ConfirmButton
          testId="crawl-new"
          label="Start a new crawl"
          question={replaceQuestion(session)}
          confirmLabel="Start a new crawl"
          cancelLabel="Keep playing"
          onConfirm={() => {
            const built = quickCrawlInput(services.packs.activeContent());
            if (!built.ok) return;
            startGame(dungeonMode, built.input, session.diceMode);
          }}
        />
      }
    />
  );
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function CrawlView({ session }: ModeViewProps) {
  return <Crawl session={sessionOfMode<DungeonMachine>(session)} />;
}
