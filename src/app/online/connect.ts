import type { Client } from 'colyseus.js';
import { TABLE_PORT } from '../../game/online/protocol';

/** Where the room server is: VITE_TABLE_URL, else this page's host on the table port. */
export function tableServerUrl(): string {
  const configured = (import.meta.env as Record<string, string | undefined>)['VITE_TABLE_URL'];
  if (configured !== undefined && configured !== '') return configured;
  const secure = window.location.protocol === 'https:';
  return `${secure ? 'wss' : 'ws'}://${window.location.hostname}:${TABLE_PORT}`;
}

/** The Colyseus client, loaded when a table is opened or joined (local play never downloads it). */
export async function client(): Promise<Client> {
  const sdk = await import('colyseus.js');
  return new sdk.Client(tableServerUrl());
}
