/** Types of scripts/eslint-layers.js (plain JavaScript, loaded by eslint.config.js). */
import type { Rule } from 'eslint';

/** The file a relative specifier names (the path, with .ts/.tsx, or its index), or null. */
export function resolveRelative(fromFile: string, spec: string): string | null;

/** The plugin: `plugins: { layers }`, rule `layers/imports`. */
export const layers: { readonly rules: { readonly imports: Rule.RuleModule } };
