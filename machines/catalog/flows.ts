import { livenessModel } from '../liveness/model';
import { desktopModel, registrationModel, signingReturnModel } from '../registration/model';
import { restoredSessionModel, sessionModel } from '../session/model';
import type { FlowModel } from '../graph/model';

/** Every statechart the tools show, described for path generation. */
export const FLOW_MODELS: readonly FlowModel[] = [
  registrationModel,
  desktopModel,
  signingReturnModel,
  sessionModel,
  restoredSessionModel,
  livenessModel,
];

/** The distinct machines among them (a machine may be modelled from more than one start). */
export const FLOW_MACHINES = [...new Set(FLOW_MODELS.map((model) => model.machine))];
