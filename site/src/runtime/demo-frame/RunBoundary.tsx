import { Component, type ReactNode } from 'react';

/**
 * Contains an edited example's runtime error: the example goes, and `onCrash` tells
 * the page, which shows the error in its place (runtime/demo-frame/entry.tsx).
 */
export class RunBoundary extends Component<
  { children: ReactNode; onCrash: (message: string) => void },
  { crashed: boolean }
> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(error instanceof Error ? error.message : String(error));
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}
