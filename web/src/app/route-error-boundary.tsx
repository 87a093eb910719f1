import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

interface Props {
  /** The page's address: leaving the page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page that fails to render or to load its code, and shows an apology instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
