import { useEffect } from 'react';
import { DemoPlayer } from '../demos/DemoPlayer';
import { demoStore } from '../demos/demoStore';
import { useServices } from '../services';
import { follow, useDemoTable, type SharedDemo } from './demoClient';

/** A spectator's screen of a shared demo: the demo in presenter mode, kept on the presenter's step. */
export function FollowDemo() {
  const services = useServices();
  const shared = useDemoTable();
  if (shared === null) return <p className="muted">The shared demo has closed.</p>;
  const found = services.packs
    .demos()
    .find((d) => d.packId === shared.showing.pack && d.demo.id === shared.showing.demo);
  if (found === undefined) {
    return (
      <div className="screen column main-column" data-testid="demo-follow-missing">
        <p className="refusal">
          The presenter shows a demo of a pack this browser does not have loaded. Load that pack (Packs) and
          open the link again.
        </p>
      </div>
    );
  }
  return (
    <DemoPlayer
      demo={found.demo}
      packId={found.packId}
      source={{ file: `pack "${found.packName}"`, path: ['demos', found.demo.id] }}
      present
      follower
      extra={<Following shared={shared} />}
    />
  );
}

/** Inside the demo bar: keeps the run on the presenter's step and says so. */
function Following({ shared }: { readonly shared: SharedDemo }) {
  const run = demoStore.get();
  const { step, answered } = shared.showing;
  useEffect(() => {
    if (run !== null) follow(run, { ...shared.showing, step, answered });
  }, [run, shared.showing, step, answered]);
  return (
    <span className="muted" data-testid="demo-following">
      {shared.connected
        ? 'Following the presenter: they drive this demo, and your screen moves when they step on.'
        : 'The presenter’s table is gone: this screen stays on the last step shown.'}
    </span>
  );
}
