import type { AttackKind, DamageType, WeaponKeyword } from '../../../content/schemas/weapon';
import { DAMAGE_TYPES, WEAPON_KEYWORDS } from '../../../content/schemas/weapon';

/**
 * The book's weapon notation (Space Kraken §14, Weapons definition; kraken.weapon-profile):
 * "Rifle (3) 4+, 3 A5. Type RG" is a Rifle needing Strength 3, hitting on 4+, dealing 3, with 5 ammo,
 * ranged. "2x3" is two attacks of 3. Keywords: EX, T2, AP, IA, IS, EMP, Weaken X; damage types Fire, Ice,
 * Toxic, RG, ML. An enemy's attack is written without a name: "RG 4+, 2x3".
 */

/** The fields of the content schema's weapon that the notation carries (no id, grade or price). */
export interface WeaponProfile {
  readonly name: string;
  /** Minimum Strength; 0 when none is printed. */
  readonly strength: number;
  readonly hit: number;
  readonly damage: number;
  readonly attacks: number;
  /** Magazine size; null for unlimited ammo. */
  readonly ammo: number | null;
  readonly kind: AttackKind;
  readonly keywords: readonly WeaponKeyword[];
  readonly weaken?: number | undefined;
  /** Always includes RG (ranged) or ML (melee). */
  readonly damageTypes: readonly DamageType[];
}

export type ParsedWeapon =
  | {
      readonly ok: true;
      readonly profile: WeaponProfile;
      /** Strokes after "A8:" — shots already fired. */ readonly spent: number;
    }
  | { readonly ok: false; readonly problem: string };

const HIT = /(\d+)\s*\+/;
const LEFT = /^(.*?)\s*(?:\(\s*(\d+)\s*\))?\s*$/;
const RIGHT = /^\s*,?\s*(?:(\d+)\s*[x×]\s*)?(\d+)(?![\d+])(.*)$/i;
const AMMO = /^A(\d+)(?::(\|*))?$/i;
const WEAKEN = /^WEAKEN(\d*)$/i;

function fail(problem: string): ParsedWeapon {
  return { ok: false, problem };
}

function inRange(label: string, value: number, min: number, max: number): string | null {
  return value >= min && value <= max ? null : `${label} must be from ${min} to ${max}, not ${value}.`;
}

/** Reads the notation. Upper and lower case are both accepted for keywords and damage types. */
export function parseWeaponNotation(text: string): ParsedWeapon {
  const source = text.trim();
  const hitMatch = HIT.exec(source);
  if (hitMatch === null) return fail(`"${text}" has no hit value: write it like "4+".`);
  const hit = Number(hitMatch[1]);
  const left = source.slice(0, hitMatch.index);
  const right = source.slice(hitMatch.index + hitMatch[0].length);

  const leftMatch = LEFT.exec(left);
  let name = (leftMatch?.[1] ?? '').trim();
  const strength = leftMatch?.[2] === undefined ? 0 : Number(leftMatch[2]);
  const extra: string[] = [];
  // "RG 4+, 2x3": an enemy attack names its kind where a weapon has its name.
  if (/^(RG|ML)$/i.test(name)) {
    extra.push(name);
    name = '';
  }

  const rightMatch = RIGHT.exec(right);
  if (rightMatch === null)
    return fail(`"${text}" has no damage after the hit value: write it like "4+, 3" or "4+, 2x3".`);
  const attacks = rightMatch[1] === undefined ? 1 : Number(rightMatch[1]);
  const damage = Number(rightMatch[2]);
  const tokens = [...extra, ...(rightMatch[3] ?? '').split(/[\s,.;]+/).filter((t) => t !== '')];

  let ammo: number | null = null;
  let spent = 0;
  let weaken: number | undefined;
  const keywords = new Set<WeaponKeyword>();
  const types = new Set<DamageType>();
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const upper = token.toUpperCase();
    if (upper === 'TYPE') continue;
    const ammoMatch = AMMO.exec(token);
    if (ammoMatch !== null) {
      ammo = Number(ammoMatch[1]);
      spent = ammoMatch[2]?.length ?? 0;
      continue;
    }
    const weakenMatch = WEAKEN.exec(token);
    if (weakenMatch !== null) {
      let digits = weakenMatch[1] ?? '';
      if (digits === '' && /^\d+$/.test(tokens[i + 1] ?? '')) {
        digits = tokens[i + 1] ?? '';
        i += 1;
      }
      if (digits === '') return fail(`"${text}": Weaken needs its number, like "Weaken 2".`);
      weaken = Number(digits);
      keywords.add('WEAKEN');
      continue;
    }
    const keyword = WEAPON_KEYWORDS.find((k) => k === upper && k !== 'WEAKEN');
    if (keyword !== undefined) {
      keywords.add(keyword);
      continue;
    }
    const type = DAMAGE_TYPES.find((t) => t.toUpperCase() === upper);
    if (type !== undefined) {
      types.add(type);
      continue;
    }
    return fail(
      `"${text}": "${token}" is not a keyword or damage type (EX, T2, AP, IA, IS, EMP, Weaken X, Fire, Ice, Toxic, RG, ML).`,
    );
  }

  const ranged = types.has('RG');
  const melee = types.has('ML');
  if (ranged === melee) {
    return fail(`"${text}" must be marked as exactly one of RG (ranged) or ML (melee).`);
  }
  const problem =
    inRange('The hit value', hit, 2, 6) ??
    inRange('The damage', damage, 0, 30) ??
    inRange('The number of attacks', attacks, 1, 6) ??
    inRange('The Strength needed', strength, 0, 8) ??
    (ammo === null ? null : inRange('The ammo', ammo, 1, 99)) ??
    (weaken === undefined ? null : inRange('Weaken', weaken, 1, 8)) ??
    (ammo !== null && spent > ammo ? `"${text}" marks ${spent} shots spent of ${ammo}.` : null);
  if (problem !== null) return fail(`"${text}": ${problem}`);

  const profile: WeaponProfile = {
    name,
    strength,
    hit,
    damage,
    attacks,
    ammo,
    kind: ranged ? 'ranged' : 'melee',
    keywords: WEAPON_KEYWORDS.filter((k) => keywords.has(k)),
    ...(weaken === undefined ? {} : { weaken }),
    damageTypes: DAMAGE_TYPES.filter((t) => types.has(t)),
  };
  return { ok: true, profile, spent };
}

/** The keywords and damage types part: "EX AP Weaken 2 Fire RG". */
function tail(profile: Pick<WeaponProfile, 'keywords' | 'weaken' | 'damageTypes'>, skipOwn: boolean): string {
  const words: string[] = [];
  for (const keyword of WEAPON_KEYWORDS) {
    if (!profile.keywords.includes(keyword)) continue;
    words.push(keyword === 'WEAKEN' ? `Weaken ${profile.weaken ?? 0}` : keyword);
  }
  for (const type of ['Fire', 'Ice', 'Toxic'] as const)
    if (profile.damageTypes.includes(type)) words.push(type);
  if (!skipOwn)
    for (const type of ['RG', 'ML'] as const) if (profile.damageTypes.includes(type)) words.push(type);
  return words.join(' ');
}

function damageText(attacks: number, damage: number): string {
  return attacks > 1 ? `${attacks}x${damage}` : String(damage);
}

/** "Rifle (3) 4+, 3 A5 RG" — the inverse of `parseWeaponNotation` for a named weapon. */
export function formatWeaponNotation(profile: WeaponProfile, spent = 0): string {
  const strength = profile.strength > 0 ? ` (${profile.strength})` : '';
  const ammo = profile.ammo === null ? '' : ` A${profile.ammo}${spent > 0 ? `:${'|'.repeat(spent)}` : ''}`;
  const rest = tail(profile, false);
  return `${profile.name}${strength} ${profile.hit}+, ${damageText(profile.attacks, profile.damage)}${ammo}${rest === '' ? '' : ` ${rest}`}`;
}

/** "RG 4+, 2x3 Toxic" — an enemy attack as the enemy sheets write it. */
export function formatAttackNotation(
  attack: Pick<WeaponProfile, 'kind' | 'hit' | 'damage' | 'attacks' | 'keywords' | 'weaken' | 'damageTypes'>,
): string {
  const own = attack.kind === 'ranged' ? 'RG' : 'ML';
  const rest = tail(attack, true);
  return `${own} ${attack.hit}+, ${damageText(attack.attacks, attack.damage)}${rest === '' ? '' : ` ${rest}`}`;
}
