import type { Demo } from '../content/schemas/demo';
import { withEntry } from './myPack';
import type { PackFiles } from './packStore';

/** The player's own pack of demos, written by the demo editor's "Save into my demos". */
export const MY_DEMOS_ID = 'my-demos';

/** The pack's files with `demo` added, or replacing the demo with the same id. */
export function withDemo(existing: PackFiles | undefined, demo: Demo): Record<string, string> {
  return withEntry(
    {
      id: MY_DEMOS_ID,
      name: 'My demos',
      description: 'Demos recorded and edited in the demo editor.',
      list: 'demos',
    },
    existing,
    demo,
  );
}
