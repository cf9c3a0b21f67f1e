/**
 * `tsx scripts/bench/cpuProfile.ts <file.cpuprofile> [--top 30] [--match <text>]`: a V8 CPU profile (node
 * --cpu-prof) as text: the functions with the most time of their own, and the most time under them (their
 * callees included), each with its share of the samples.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
}

const file = process.argv[2] ?? '';
const topAt = process.argv.indexOf('--top');
const TOP = topAt >= 0 ? Number(process.argv[topAt + 1]) : 30;
const underAt = process.argv.indexOf('--under');
const UNDER = underAt >= 0 ? process.argv[underAt + 1] : undefined;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: ProfileNode) => {
  const url = n.callFrame.url.replace(/^.*\/(node_modules\/|wt-[^/]+\/)/, '');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${String(n.callFrame.lineNumber + 1)}`;
};
const self = new Map<string, number>();
const total = new Map<string, number>();
let busy = 0;
for (const sample of profile.samples) {
  const node = byId.get(sample);
  if (node === undefined) continue;
  const own = name(node);
  if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
  if (UNDER !== undefined) {
    let inside = false;
    for (let id: number | undefined = sample; id !== undefined && !inside; id = parent.get(id))
      inside = byId.get(id)?.callFrame.functionName === UNDER;
    if (!inside) continue;
  }
  busy++;
  self.set(own, (self.get(own) ?? 0) + 1);
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const n = byId.get(id);
    if (n === undefined) break;
    const key = name(n);
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + 1);
  }
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`${title} (${String(busy)} busy samples)`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`);
};
show('self', self);
show('total', total);
