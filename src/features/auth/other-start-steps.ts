// The login steps other than the personnel number's (search by name, the local and courses
// accounts, the RFID card), with the on-screen keyboard's frame, and the select-yourself question
// of the personnel number: a chunk of their own (./lazy-steps.ts) that ./start-steps.tsx loads
// when one is shown, or once the start screen is idle (issue 12 item 2).
export { NameSearchStep } from './name-search-step';
export { PasswordLoginStep } from './password-login-step';
export { RfidStep } from './rfid-step';
export { SelectYourselfModal } from './select-yourself-modal';
