import { useParams } from 'react-router-dom';

import { MaterialViewer } from './material-viewer';

/** The material route (/library/material/{uuid}). */
export function MaterialScreen() {
  const uuid = useParams().id ?? '';
  return <MaterialViewer key={uuid} uuid={uuid} />;
}
