/**
 * Error boundary for optional blocks: renders `fallback` (default nothing) when a child throws,
 * e.g. a streamed homepage list whose fetch failed (spec 001 §8 "Search list failures on homepage:
 * block hidden"). Logs the error once.
 */
import { Component, type ReactNode } from "react";

export class BlockErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode; name: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} hidden:`, error instanceof Error ? error.message.slice(0, 256) : error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
