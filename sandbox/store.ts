// Everything the sandbox remembers, in memory: it survives page reloads and is gone when the
// process stops (SANDBOX.md).
import { randomBytes } from 'node:crypto';
import type { SigningOutcome } from '../contract';
import { createApplicant, type Applicant } from './applicant';

export const newId = (bytes = 16): string => randomBytes(bytes).toString('hex');

export type TokenStatus =
  { kind: 'valid'; phone: string } | { kind: 'expired' } | { kind: 'unknown' };

export interface SigningSession {
  id: string;
  phone: string;
  returnTo: string;
  outcome: SigningOutcome | null;
}

export interface LivenessSession {
  id: string;
  phone: string;
  used: boolean;
}

export interface Received {
  receivedAt: string;
  headers: Record<string, string>;
  body: unknown;
}

export class Store {
  readonly applicants = new Map<string, Applicant>();
  /**
   * Bearer tokens. `signedContractId`: the contract id of the documents signed at the login
   * that issued the token; the cabinet call of that session must carry it.
   */
  readonly tokens = new Map<
    string,
    { phone: string; expiresAt: number; signedContractId: number | null }
  >();
  /** The last SMS code sent to each phone; `used` once it has signed the documents. */
  readonly sms = new Map<string, { code: string; sentAt: number; used: boolean }>();
  readonly documentTokens = new Map<string, { phone: string; potentialContractId: number }>();
  readonly signingSessions = new Map<string, SigningSession>();
  readonly livenessSessions = new Map<string, LivenessSession>();
  readonly telemetry: { collect: Received[]; cspReports: Received[] } = {
    collect: [],
    cspReports: [],
  };
  readonly utm: Received[] = [];
  private nextContractId = 100_001;

  constructor(private readonly tokenTtlMs: number) {}

  applicantFor(phone: string): Applicant {
    let applicant = this.applicants.get(phone);
    if (!applicant) {
      applicant = createApplicant(phone, this.nextContractId++);
      this.applicants.set(phone, applicant);
    }
    return applicant;
  }

  issueToken(phone: string, signedContractId: number | null = null, now = Date.now()): string {
    const token = newId(24);
    this.tokens.set(token, { phone, expiresAt: now + this.tokenTtlMs, signedContractId });
    return token;
  }

  tokenStatus(token: string | undefined, now = Date.now()): TokenStatus {
    const entry = token ? this.tokens.get(token) : undefined;
    if (!entry) return { kind: 'unknown' };
    return entry.expiresAt > now ? { kind: 'valid', phone: entry.phone } : { kind: 'expired' };
  }

  expireToken(token: string): boolean {
    const entry = this.tokens.get(token);
    if (!entry) return false;
    entry.expiresAt = 0;
    return true;
  }

  reset(): void {
    for (const map of [
      this.applicants,
      this.tokens,
      this.sms,
      this.documentTokens,
      this.signingSessions,
      this.livenessSessions,
    ]) {
      map.clear();
    }
    this.telemetry.collect.length = 0;
    this.telemetry.cspReports.length = 0;
    this.utm.length = 0;
  }
}
