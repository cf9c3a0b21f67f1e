import { blueCells, cellAt, type CgmBook } from './book';
import { branches } from './cells';
import { showCoordinate } from './coordinates';

/**
 * The sheets checked before a campaign runs on them (for content authors): from every line start, every cell
 * a line can reach exists; every command has the blue cells it needs; every event it names is in the pack;
 * and no loop of cells can run for ever — a loop that passes no red coordinate, no `/`, no d20, no event and
 * no change of a variable would repeat the same compare for ever. A loop that changes a variable may end
 * (a counter), so it is allowed; the kernel still stops any activation after a fixed number of cells.
 */
export function sheetProblems(book: CgmBook, starts: readonly string[]): string[] {
  return sheetProblemsAt(book, starts).map((p) => p.message);
}

/** A problem of the sheets and the coordinate it is about (the editor jumps there). */
export interface SheetProblem {
  /** The cell's coordinate key (`1BA`): the missing cell, the command short of a blue cell, a loop's first cell. */
  readonly at: string;
  readonly message: string;
}

/** `sheetProblems`, each with the coordinate it is about. */
export function sheetProblemsAt(book: CgmBook, starts: readonly string[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const seen = new Set<string>();
  const todo = [...starts];
  // Edges between cells that run with no one acting (jumps, compares): the places an endless loop could be.
  const silent = new Map<string, string[]>();
  while (todo.length > 0) {
    const at = todo.pop();
    if (at === undefined || seen.has(at)) continue;
    seen.add(at);
    const cell = cellAt(book, at);
    if (cell === undefined) {
      problems.push({
        at,
        message: `${showCoordinate(at)} is reached by a line, but the sheets hold nothing there.`,
      });
      continue;
    }
    switch (cell.kind) {
      case 'end':
        break;
      case 'stop':
        todo.push(cell.to);
        break;
      case 'jump':
        todo.push(cell.to);
        silent.set(at, [cell.to]);
        break;
      case 'command': {
        const c = cell.command;
        if (c.kind === 'event' && !book.events.has(c.id))
          problems.push({
            at,
            message: `${showCoordinate(at)} names event !${c.id}, which is not in the pack.`,
          });
        const need = branches(c, (id) => book.events.get(id)?.choice === true);
        const blue = blueCells(book, at).slice(0, need);
        blue.forEach((b, i) => {
          if (b === undefined || cellAt(book, b) === undefined)
            problems.push({
              at,
              message: `The command at ${showCoordinate(at)} needs ${need === 2 ? 'two blue cells' : 'a blue cell'} on its right; the ${i === 0 ? 'first' : 'second'} is missing.`,
            });
          else todo.push(b);
        });
        if (c.kind === 'compare')
          silent.set(
            at,
            blue.filter((b): b is string => b !== undefined),
          );
        break;
      }
    }
  }
  problems.push(...endlessLoops(silent));
  return problems;
}

/** Cycles in the graph of silent cells (Tarjan's strongly connected components, iteratively). */
function endlessLoops(edges: ReadonlyMap<string, readonly string[]>): SheetProblem[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const loops: SheetProblem[] = [];
  let counter = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1];
      if (top === undefined) break;
      const out = (edges.get(top.node) ?? []).filter((n) => edges.has(n));
      if (top.next < out.length) {
        const n = out[top.next++] ?? '';
        if (!index.has(n)) {
          index.set(n, counter);
          low.set(n, counter++);
          stack.push(n);
          onStack.add(n);
          work.push({ node: n, next: 0 });
        } else if (onStack.has(n)) low.set(top.node, Math.min(low.get(top.node) ?? 0, index.get(n) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined)
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(top.node) ?? 0));
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let n: string | undefined;
        do {
          n = stack.pop();
          if (n !== undefined) {
            onStack.delete(n);
            component.push(n);
          }
        } while (n !== undefined && n !== top.node);
        const selfLoop = component.length === 1 && (edges.get(top.node) ?? []).includes(top.node);
        if (component.length > 1 || selfLoop) {
          const cells = [...component].sort();
          loops.push({
            at: cells[0] ?? top.node,
            message: `The cells ${cells
              .map((c) => showCoordinate(c))
              .sort()
              .join(', ')} lead into each other with nothing changing: a line there would never stop.`,
          });
        }
      }
    }
  }
  return loops;
}
