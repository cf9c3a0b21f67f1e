/** The fuzz command's flags: `[--mode M] [--n N] [--seed S] [--pack-n P] [--out dir] [--limit-ms L]`. */
export interface FuzzArgs {
  /** One mode (a fixture save's name), "pack" for the pack only, or absent for every mode and the pack. */
  readonly mode: string | undefined;
  readonly n: number;
  readonly seed: string;
  readonly packN: number;
  readonly out: string;
  readonly limitMs: number;
}

const USAGE =
  'usage: npm run fuzz -- [--mode M|pack] [--n N] [--seed S] [--pack-n P] [--out dir] [--limit-ms L]';

export function parseArgs(argv: readonly string[]): FuzzArgs | { readonly error: string } {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    if (!['--mode', '--n', '--seed', '--pack-n', '--out', '--limit-ms'].includes(flag) || value === undefined)
      return { error: `${USAGE} (not understood: ${flag})` };
    flags.set(flag, value);
  }
  const count = (flag: string, fallback: number): number | undefined => {
    const text = flags.get(flag);
    if (text === undefined) return fallback;
    const value = Number(text);
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  };
  const n = count('--n', 100);
  const mode = flags.get('--mode');
  // One mode named: the pack only when it is the one named, or when --pack-n asks for it.
  const packN = count('--pack-n', mode === undefined || mode === 'pack' ? Math.ceil((n ?? 0) * 0.3) : 0);
  const limitMs = count('--limit-ms', 2_000);
  if (n === undefined || packN === undefined || limitMs === undefined || limitMs === 0)
    return { error: `${USAGE} (counts are whole numbers)` };
  return {
    mode,
    n,
    seed: flags.get('--seed') ?? 'fuzz',
    packN: mode === 'pack' && !flags.has('--pack-n') ? n : packN,
    out: flags.get('--out') ?? 'fuzz-out',
    limitMs,
  };
}
