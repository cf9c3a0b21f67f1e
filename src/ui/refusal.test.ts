import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Refusal, RuleTitlesContext } from './Refusal';

const titles: Record<string, string> = { 'kraken.shop': 'Shops', 'kraken.inventory': 'Inventory' };
const titleOf = (id: string) => titles[id];

function shown(text: string, withTitles = true): string {
  const refusal = createElement(Refusal, { text, testId: 'r' });
  return renderToStaticMarkup(
    withTitles ? createElement(RuleTitlesContext.Provider, { value: titleOf }, refusal) : refusal,
  );
}

/** The .tsx files under a folder. */
function screens(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screens(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

describe('a refusal on screen names rules by their titles', () => {
  it('shows the title of a rule a refusal cites, never its id', () => {
    const html = shown('Trading needs a visited shop where the team stands (kraken.shop).');
    expect(html).toContain('(rule: Shops)');
    expect(html).not.toContain('kraken.');
    expect(html).toContain('role="alert"');
  });

  it('without a rules reference drops the id rather than showing it', () => {
    expect(shown('Not now (kraken.shop).', false)).not.toContain('kraken.');
  });

  it('words a citation that explains itself after the id', () => {
    const html = shown('Slot 2 has no room (kraken.inventory: two of one kind per slot).');
    expect(html).toContain('(rule: Inventory: two of one kind per slot)');
    expect(html).not.toContain('kraken.');
  });

  // Issue 27: one helper everywhere a refusal reaches the screen (the dice tray, the figure lists, the bar).
  it('every panel and mode screen shows its refusals through it', () => {
    const raw = [...screens('src/ui'), ...screens('src/modes')]
      .filter((path) => !path.endsWith('Refusal.tsx'))
      .filter((path) => /<p className="refusal"/.test(readFileSync(path, 'utf8')));
    expect(raw).toEqual([]);
  });
});
