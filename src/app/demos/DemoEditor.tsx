/** The demo editor: recording a demo from a game, annotating it, exporting and saving it. */
export function DemoEditor() {
  return <p className="muted">The demo editor is coming.</p>;
}
