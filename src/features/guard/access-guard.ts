/** What the access guard needs to know about the session and the requested route. */
export interface AccessInput {
  isAuth: boolean;
  /**
   * The URL carries a query string: the hash route's (`#/cabinet?…`), or a tabel_namber not yet used
   * in the page's query (`/?tabel_namber=…#/cabinet`). Other page parameters do not count: nothing
   * consumes them, so they would keep every route on the start flow.
   */
  hasQuery: boolean;
  /** The pin_code module is on. */
  pinModule: boolean;
  /** The use_pin_code setting is on. */
  usePinCode: boolean;
  pinAuthorized: boolean;
  viewRisks: boolean;
  importantSurvey:
    { appointment_id?: string | number | null; survey_uuid?: string | null } | null | undefined;
  blockNotifications: boolean;
  importantLibrary: { uuid?: string | null } | null | undefined;
  path: string;
}

/** The screen the guard shows instead of (or as) the requested page. */
export type AccessDecision =
  | { screen: 'start' }
  | { screen: 'pin' }
  | { screen: 'risks' }
  | { screen: 'survey'; appointmentId: string; surveyUuid: string }
  | { screen: 'notices' }
  | { screen: 'library'; uuid: string }
  | { screen: 'page' };

export const NOTICES_PATH = '/notices';

/** The access guard (spec 1 §2): seven rules, applied per route, first match wins. */
export function decideAccess(input: AccessInput): AccessDecision {
  if (!input.isAuth || input.hasQuery) return { screen: 'start' };
  if (input.pinModule && input.usePinCode && !input.pinAuthorized) return { screen: 'pin' };
  if (input.viewRisks) return { screen: 'risks' };
  const survey = input.importantSurvey;
  if (
    survey &&
    survey.appointment_id != null &&
    survey.appointment_id !== '' &&
    survey.survey_uuid
  ) {
    return {
      screen: 'survey',
      appointmentId: String(survey.appointment_id),
      surveyUuid: survey.survey_uuid,
    };
  }
  if (input.blockNotifications && input.path !== NOTICES_PATH) return { screen: 'notices' };
  if (input.importantLibrary?.uuid) return { screen: 'library', uuid: input.importantLibrary.uuid };
  return { screen: 'page' };
}
