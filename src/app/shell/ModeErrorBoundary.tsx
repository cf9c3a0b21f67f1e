import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { crashSwitch } from './crashSwitch';

interface Props {
  /** The mode's title, named in the message ("The salvage mission"). */
  readonly title: string;
  /** The mode's screen. */
  readonly children: ReactNode;
}

interface State {
  readonly error: Error | null;
}

/**
 * Catches a crash of one mode's screen so the rest of the app stays up. The game itself lives outside React
 * (the game store and its autosave), so nothing is lost: the player can draw the screen again from the game
 * in memory, or reload the page, which resumes from the autosave.
 */
export class ModeErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // For the developer's console; the player sees the panel below.
    console.warn(`${this.props.title}: the screen stopped drawing`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <section className="panel crash" role="alert" data-testid="mode-crash">
        <h1>Something went wrong on this screen</h1>
        <p>
          {this.props.title} stopped drawing, but your game is safe: every decision is kept in memory, and the
          autosave holds the last one it could write.
        </p>
        <p className="muted">What broke: {error.message}</p>
        <div className="savebar">
          <button
            type="button"
            data-testid="crash-retry"
            onClick={() => {
              crashSwitch.disarm();
              this.setState({ error: null });
            }}
          >
            Try drawing it again
          </button>
          <button
            type="button"
            data-testid="crash-reload"
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload from the autosave
          </button>
        </div>
      </section>
    );
  }
}
