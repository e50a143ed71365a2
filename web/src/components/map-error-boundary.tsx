import { Component, type ReactNode } from 'react';

/** Keeps the page when the map's code cannot load (offline, a blocked chunk): shows `fallback`. */
export class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
