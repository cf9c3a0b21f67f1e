/** The toolbar button that opens or folds one drawer of the game screen. */
export function DrawerToggle({
  controls,
  label,
  open,
  onToggle,
  testId,
}: {
  /** The id of the drawer it opens and folds. */
  readonly controls: string;
  /** The drawer's name on the button ("Panels", "Log"). */
  readonly label: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly testId: string;
}) {
  return (
    <button
      type="button"
      className={open ? 'tool active' : 'tool'}
      aria-controls={controls}
      aria-expanded={open}
      data-testid={testId}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}
