import type { TableView } from './tableClient';

/**
 * The Dice panel at an online table, in place of the choice between digital and own dice: the table's dice
 * are the table's, as it was opened (Session.setDiceMode does nothing at a table).
 */
export function TableDice({ table }: { readonly table: TableView }) {
  return (
    <fieldset className="dice-mode" data-testid="dice-mode">
      <legend>Dice</legend>
      {table.diceMode === 'digital' ? (
        <p data-testid="dice-mode-table">
          The table rolls the dice: the room server throws each roll the moment the rules ask for it and sends
          the faces to every screen, so nobody at the table, the host included, can know a roll before it is
          made. (A table opened from a game played with your own dice lets its players type the faces
          instead.)
        </p>
      ) : (
        <p data-testid="dice-mode-table">
          This table plays with real dice: when a roll is waiting, any seated player throws their own dice and
          types the faces into the dice tray; the room checks them and every screen shows the same result.
          Spectators watch the roll.
        </p>
      )}
    </fieldset>
  );
}
