/**
 * Rules and machines cite the rule a sentence follows by its reference id, "(kraken.ship-construction)", so a
 * refusal can be traced to its entry. A player reads the entry's title instead: every bracket that holds only
 * rule ids becomes "(rule: Title)", and an id the reference does not know is dropped with its bracket rather
 * than shown (no ids on screen).
 */
const RULE_ID = '(?:kraken|salvage|fringe|board|dice|tilemap)\\.[a-z0-9][a-z0-9.-]*[a-z0-9]';
const CITATION = new RegExp(`\\s*\\((${RULE_ID}(?:\\s*,\\s*${RULE_ID})*)(?::\\s*([^()]*))?\\)`, 'g');

/**
 * A bracket may go on after its ids, "(kraken.inventory: two of one kind per slot)": the words stay, after
 * the rule's title ("(rule: Inventory: two of one kind per slot)", or "(two of one kind per slot)").
 */
export function ruleIdsInWords(text: string, titleOf: (id: string) => string | undefined): string {
  return text.replace(CITATION, (_whole, ids: string, more: string | undefined) => {
    const named = ids
      .split(',')
      .map((id) => titleOf(id.trim()))
      .filter((title): title is string => title !== undefined)
      .map((title) => `rule: ${title}`);
    const words = more === undefined || more.trim() === '' ? [] : [more.trim()];
    const inside = [named.join('; '), ...words].filter((part) => part !== '').join(': ');
    return inside === '' ? '' : ` (${inside})`;
  });
}
