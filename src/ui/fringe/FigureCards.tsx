import { savingThrow } from '../../rules/fringe/lookup';
import type { Battle, Fighter, Side } from '../../rules/fringe/types';

/**
 * The figures of one side as cards: profile (Reactions, Speed, Combat Skill, Toughness, Savvy), Luck, Stun
 * markers, weapons and gear, and why a figure is off the table.
 */
export function FigureCards({ b, side }: { readonly b: Battle; readonly side: Side }) {
  const figures = b.fighters.filter((f) => f.side === side);
  const active = b.stage.kind === 'round' ? b.stage.activation?.figureId : undefined;
  return (
    <div className="fringe-cards" data-testid={`fringe-cards-${side}`}>
      {figures.map((f) => (
        <FigureCard key={f.id} b={b} f={f} active={f.id === active} />
      ))}
    </div>
  );
}

function out(f: Fighter): string | null {
  if (f.out === 'casualty') return 'casualty';
  if (f.out === 'knocked-out') return 'knocked out';
  if (f.out === 'escaped') return 'escaped';
  return null;
}

function FigureCard({ b, f, active }: { readonly b: Battle; readonly f: Fighter; readonly active: boolean }) {
  const save = savingThrow(b, f);
  const species = b.setup.species.find((s) => s.id === f.species);
  const gone = out(f);
  const item = (id: string) =>
    b.setup.weapons.find((w) => w.id === id)?.name ?? b.setup.gear.find((g) => g.id === id)?.name ?? id;
  return (
    <article
      className={`panel fringe-card${active ? ' active' : ''}${gone === null ? '' : ' gone'}`}
      data-testid={`fringe-card-${f.id}`}
      aria-label={f.name}
    >
      <h4>
        {f.name}
        {f.leader && <span className="badge">Leader</span>}{' '}
        <span className="muted">{species?.name ?? f.species}</span>
        {gone !== null && <span className="badge">{gone}</span>}
      </h4>
      <p className="profile">
        R {f.reactions} · Sp {f.speed}" · CS +{f.combatSkill} · T {f.toughness} · Sv {f.savvy}
        {save !== null && ` · save ${save.target}+ (${save.from}, ${7 - save.target} in 6)`}
      </p>
      <p>
        <span data-testid={`fringe-luck-${f.id}`}>Luck {f.luck}</span> ·{' '}
        <span data-testid={`fringe-stun-${f.id}`} aria-label={`${f.stun} Stun markers`}>
          Stun {f.stun === 0 ? '—' : '●'.repeat(f.stun)}
        </span>
      </p>
      <p className="muted">
        {f.weapons.map((w) => `${item(w)}${f.emptied.includes(w) ? ' (empty)' : ''}`).join(', ')}
        {f.gear.length > 0 &&
          ` · ${f.gear.map((g) => `${item(g)}${f.damagedGear.includes(g) ? ' (Damaged)' : ''}`).join(', ')}`}
      </p>
    </article>
  );
}
