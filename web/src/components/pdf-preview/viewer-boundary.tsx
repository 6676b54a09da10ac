import { Component, type ReactNode } from 'react';
import { PDF_MESSAGES } from './pdf-messages';
import { PreviewMessage } from './preview-message';

/**
 * The viewer failing (its code could not load, e.g. after a new release; PDF.js threw) says so
 * in the preview's place instead of taking the page down with it.
 */
export class ViewerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('PDF preview failed', error);
  }

  override render() {
    return this.state.failed ? <PreviewMessage alert>{PDF_MESSAGES.loadFailed}</PreviewMessage> : this.props.children;
  }
}
