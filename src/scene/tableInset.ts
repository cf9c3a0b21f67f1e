/**
 * The event a host page sends when the panels it lays over the table fold or open, so the scene's view
 * (ViewInset) follows. A plain module: the app's shell imports it without the 3D chunk.
 */
export const TABLE_INSET_EVENT = 'table-inset';
