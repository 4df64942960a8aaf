import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as RaError } from 'react-admin';

interface Props {
  /** Changing it (the pathname) clears a shown error: navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  errorInfo?: ErrorInfo;
  resetKey: string;
}

/** A screen that throws shows react-admin's error page inside the layout; sidebar and tabs stay usable. */
export class ContentErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, errorInfo: undefined, resetKey: props.resetKey } : null;
  }

  componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return <RaError error={error} errorInfo={errorInfo} resetErrorBoundary={() => this.setState({ error: null })} />;
  }
}
