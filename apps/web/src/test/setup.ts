import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Worker files share one document (isolate: false): what a test put in the head (an
  // inline answer's script, a theme's style) must not reach the next file.
  document.head.replaceChildren();
  document.documentElement.removeAttribute('style');
});

// jsdom has no layout: React Router's scroll restoration would log "not implemented" on every page.
window.scrollTo = () => undefined;

// jsdom has no HTMLDialogElement.showModal/close: the minimum components/ui/dialog.tsx needs
// (the open attribute; inertness and the top layer are the browser's part).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
// Nor scrolling an element into view (the Form brings the first error there).
Element.prototype.scrollIntoView = () => undefined;

// The ALTCHA widget (a Svelte custom element with a Web Worker) cannot run in jsdom: its
// teardown throws there once a test's interaction has started it. In its place, an element
// that answers like a widget whose solving failed (no payload: the request goes without
// X-Altcha, as it did when the real widget failed in jsdom). e2e/guest-challenge.spec.ts runs
// the real widget in Chromium.
vi.mock('altcha/external', () => {
  class UnsolvedWidget extends HTMLElement {
    connectedCallback() {
      queueMicrotask(() => this.dispatchEvent(new Event('load')));
    }
    verify() {
      return Promise.resolve(null);
    }
    reset() {
      return undefined;
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', UnsolvedWidget);
  return {};
});
