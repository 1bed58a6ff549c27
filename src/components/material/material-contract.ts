/** Why a material could not be shown: the host shows the text, logs it and skips the step. */
export type MaterialError = 'missingLink' | 'fileLoad';

/**
 * What every material viewer takes. Key the viewer by step or material: it reports `onWatched` and
 * `onError` at most once per mount (React's strict double effects included).
 */
export interface MaterialViewerProps {
  /** The file's URL; empty or missing reports `onError('missingLink')` at once. */
  url: string | null | undefined;
  /** The material counts as watched (spec 1 §4): the host starts its exit timer and records the step. */
  onWatched: () => void;
  onError: (error: MaterialError) => void;
  /** The file has loaded and is on screen (documents and presentations; once per mount). */
  onLoaded?: () => void;
}

/** The dictionary key of a material error's text, for the host's toast. */
export const materialErrorKey = (error: MaterialError) =>
  error === 'missingLink'
    ? ('stepper:material.errors.missingLink' as const)
    : ('stepper:material.errors.fileLoad' as const);
