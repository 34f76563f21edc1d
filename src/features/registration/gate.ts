import type { RegistrationGate } from './step-guard';

/** Until the registration statechart is wired in, every registration URL is its own screen. */
export const openRegistrationGate: RegistrationGate = {
  screenFor: async () => null,
};
