import { Component, type ReactNode } from 'react';

/** Contains an edited example's runtime error, and shows it in place of the example. */
export class RunBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <p className="demo-error" role="alert">
        Error: {this.state.error.message}
      </p>
    );
  }
}
