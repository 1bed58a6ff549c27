// zod's runtime, for ../deferred-schemas to load (and evaluate) in a task before the schemas built
// with it. It names one function only: a dynamic import of 'zod/mini' itself would keep every export
// of zod, about 80 KiB of gzip instead of 8.
export { string } from 'zod/mini';
