import { useSyncExternalStore } from 'react';
import { tableStore, type TableView } from './tableClient';

/** The table this tab sits at, or null. */
export function useTable(): TableView | null {
  return useSyncExternalStore(
    (l) => tableStore.subscribe(l),
    () => tableStore.view(),
    () => tableStore.view(),
  );
}
