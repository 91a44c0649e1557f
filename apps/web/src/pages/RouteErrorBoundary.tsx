import { Component, type ErrorInfo, type ReactNode } from 'react';

import { RouteErrorPage } from './RouteErrorPage';

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * An error thrown while rendering a route (or a lazy bundle that failed to load) shows the router
 * fallback instead of a blank page.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
