import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once one of them has thrown while rendering. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure in one part of the page (most often a chunk of code that could not be
 * downloaded) from blanking the whole shop. Give it a `key` that changes to try again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
