// The API contract of SPEC.md §7 with the "not shown" parts decided (see README.md). Shared by
// the app's API layer and the sandbox, so both validate with the same schemas.
export * from './accept-language';
export * from './auth';
export * from './body-limits';
export * from './cabinet';
export * from './errors';
export * from './fatal';
export * from './fields';
export * from './phone';
export * from './iin';
export * from './liveness';
export * from './messages';
export * from './realtime';
export * from './registration';
export * from './signing';
export * from './utm';
export * from './journey';
export * from './endpoints';
export * from './telemetry';
export * from './steps/declare';
export { REGISTRATION_STEPS } from './steps/registration-steps';
export * from './plain-record';
export * from './record';
