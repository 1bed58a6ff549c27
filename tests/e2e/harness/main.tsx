// A test-only page that mounts the material viewers and the signature step by hash, until the
// stepper screens host them: #presentation, #document, #video, #video-broken, #signature.
// Every report lands in window.harness and in the <output> at the bottom of the page.
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

import { DocumentMaterial } from '@/components/material/document-material';
import { PresentationMaterial } from '@/components/material/presentation-material';
import { VideoMaterial } from '@/components/material/video-material';
import { SignatureStepView } from '@/components/signature/signature-step-view';
import { createI18n } from '@/lib/i18n';

import '@/styles/global.css';

declare global {
  interface Window {
    harness: { events: string[]; png: Blob | null };
  }
}
window.harness = { events: [], png: null };

/** Media are copied to the root of the harness build. */
const media = (file: string) => new URL(`/${file}`, window.location.href).toString();

function Harness() {
  const [events, setEvents] = useState<string[]>([]);
  const report = (event: string) => {
    window.harness.events.push(event);
    setEvents((list) => [...list, event]);
  };
  const viewer = {
    onWatched: () => report('watched'),
    onError: (e: string) => report(`error:${e}`),
  };
  const views: Record<string, ReactNode> = {
    presentation: <PresentationMaterial url={media('presentation.pdf')} {...viewer} />,
    document: <DocumentMaterial url={media('document.pdf')} fileType="pdf" {...viewer} />,
    video: <VideoMaterial url={media('instruction.webm')} muted {...viewer} />,
    'video-broken': <VideoMaterial url={media('no-such-video.webm')} {...viewer} />,
    signature: (
      <SignatureStepView
        required
        onFinish={({ png, reason }) => {
          window.harness.png = png;
          report(png ? `signature:${png.type}:${png.size}` : `signature:null:${reason}`);
        }}
        renderActions={({ disabled, onAction, seconds }) => (
          <button
            type="button"
            className="button button--primary"
            disabled={disabled}
            onClick={onAction}
          >
            Done ({seconds})
          </button>
        )}
      />
    ),
  };
  return (
    <main className="screen" style={{ height: '100vh' }}>
      {views[window.location.hash.slice(1)] ?? <p>Unknown view</p>}
      <output aria-label="events">{events.join(' ')}</output>
    </main>
  );
}

void createI18n('en').then((i18n) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>
    </StrictMode>,
  );
});
