/**
 * The event a host page sends when the panels it lays over the table fold or open, so the scene's view
 * (ViewInset) follows. A plain module: the app's shell imports it without the 3D chunk.
 */
export const TABLE_INSET_EVENT = 'table-inset';

/**
 * The attribute that marks what a page lays along the top of a table (a mode's hint bar): the scene's name
 * labels keep below it (DomLabels). The page's title row is the `--table-inset-top` it already tells the scene.
 */
export const TABLE_TOP_BAR = 'data-table-top-bar';
