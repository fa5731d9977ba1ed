// Catches an error thrown while a screen renders, so one broken screen leaves the header, footer
// and navigation working instead of blanking the page. The error is logged; the visitor gets a
// short message and a way back. Keyed by path, so navigating away clears it.
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { HOME } from './paths';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed while rendering', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-5" role="alert">
        <h1 className="h4">
          <FormattedMessage id="layout.screenError.title" />
        </h1>
        <p>
          <FormattedMessage id="layout.screenError.text" />
        </p>
        <a className="btn btn-primary" href={HOME}>
          <FormattedMessage id="layout.openProjects" />
        </a>
      </div>
    );
  }
}
