// The pdf.js worker, set up the way react-pdf documents for Vite. Only the material viewers import
// this file, so react-pdf and pdf.js stay in the lazily loaded chunks of the screens that use them.
import { pdfjs } from 'react-pdf';

// Kept in its own variable: Vite 8 (Rolldown) mangles the literal when `new URL(…, import.meta.url)`
// is assigned straight to pdfjs.GlobalWorkerOptions.workerSrc (the e2e test checks the worker loads).
const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl.toString();
