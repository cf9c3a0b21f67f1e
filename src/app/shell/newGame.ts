import { createContext } from 'react';

/**
 * How the screen around a game starts another one (the set-up form of its mode), for the game-over panel.
 * Null where a game cannot be set up again from its screen (an auto-started game, a demo).
 */
export const NewGameContext = createContext<(() => void) | null>(null);
