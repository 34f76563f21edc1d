// The words and examples of docs/openapi.json that the contract's schemas cannot carry: each
// call's tag, summary and description, and named examples of what it is sent and answers. Only
// the document needs them (the app's bundle does not); openapi.ts checks every example with the
// call's own valibot schema, so none can show what the API refuses.
import * as v from 'valibot';
import {
  camelCaseStep,
  clientInfoResponseSchema,
  FORM_STEPS,
  formDeclaration,
  nextSteps,
  SAMPLE_VALUES,
  SMS_SENT_STATUS,
  type CamelCase,
  type EndpointName,
  type FormStep,
} from '../../contract';
import type { LIVENESS_PROVIDER_ENDPOINTS } from '../../contract/liveness-provider';

export type CallName = EndpointName | keyof typeof LIVENESS_PROVIDER_ENDPOINTS;

/** The groups of the document, in the order a reader meets them. */
export const TAGS = {
  login: {
    name: 'Login',
    description:
      'Consents, the SMS code and the session (contract README, "How does a phone log in?"): documents/sign without `sms_code` sends the code (202), with the right code signs the consents (200, a one-use document token), and auth exchanges that token for the bearer token.',
  },
  registration: {
    name: 'Registration',
    description:
      "The applicant's step (SPEC.md §4) and the forms they fill in. Every form call is answered on its own step only; the answer is the new step.",
  },
  signing: {
    name: 'Signing',
    description:
      'Signing the contract on the external signing page: the redirect to it, the report of the return, the repeat after a decline.',
  },
  cabinet: {
    name: 'Cabinet',
    description: 'The hand-off to the personal cabinet and the client information it greets with.',
  },
  marketing: {
    name: 'Marketing',
    description: 'UTM attribution (SPEC.md §4, "Marketing send flow").',
  },
  livenessProvider: {
    name: 'Liveness provider',
    description:
      "The external liveness provider's own calls (SPEC.md §7, other calls), which its script makes from the page at `{apiBase}/sandbox/liveness/*`; the app never calls them itself. The sandbox stands in for the provider and records the result server-side, then moves the applicant on (verigram → waiting_liveness_results).",
  },
} as const;

type Tag = keyof typeof TAGS;

/** A named example: what it shows, and the value. */
export interface Example {
  summary: string;
  value: unknown;
}

export interface OperationWords {
  tag: Tag;
  summary: string;
  description: string;
  /** The value of each `:name` segment of the path: the example's, and the one the probe asks. */
  pathValues?: Record<string, string>;
  /** Named request bodies (the query string's values for a GET with a query). */
  requests?: Record<string, Example>;
  /** Named answers by status; a name shared with a request is that request's answer. */
  answers: Record<number, Record<string, Example>>;
  /** What each status of `Endpoint.answers` means, when the call has more than one. */
  answerDescriptions?: Record<number, string>;
}

const PHONE = '77011234567';
const DOCUMENT_IDS = [1, 2, 3];
const STEP_CHANNEL = 'private-registration.0b6f8a52-5d0e-4c0f-9d7e-3b1c2f4a6e01';

const step = (step_name: string, summary: string, error: string | null = null): Example => ({
  summary,
  value: {
    step_name,
    socket_channel: STEP_CHANNEL,
    uuid: '0b6f8a52-5d0e-4c0f-9d7e-3b1c2f4a6e01',
    context: { error },
  },
});

const OK = { ok: { summary: 'Done', value: { ok: true } } };

/**
 * Each form call's words, read off the form's declaration (contract/steps): the fields it
 * sends, the sample applicant's form as the request (SAMPLE_VALUES, valid for the sandbox),
 * and the step its answer usually names.
 */
const formWords = Object.fromEntries(
  FORM_STEPS.map((formStep) => {
    const fields = Object.keys(formDeclaration(formStep).fields)
      .map((name) => `\`${name}\``)
      .join(', ');
    const next = nextSteps(formStep)[0] ?? formStep;
    const words: OperationWords = {
      tag: 'registration',
      summary: `Submit the ${formStep} form`,
      description: `Sends the ${formStep} form: ${fields}. Answered on the step \`${formStep}\` only (409 on any other, nothing changes); accepted, the applicant moves on and the answer is the new step. Free text is trimmed and never holds markup, line breaks or invisible characters (the pattern of each field).`,
      requests: {
        filled: {
          summary: 'A filled-in form (the sample applicant)',
          value: SAMPLE_VALUES[formStep],
        },
      },
      answers: { 200: { filled: step(next, 'The next step') } },
    };
    return [camelCaseStep(formStep), words];
  }),
) as Record<CamelCase<FormStep>, OperationWords>;

export const OPERATION_WORDS: Record<CallName, OperationWords> = {
  documentsList: {
    tag: 'login',
    summary: 'The consent documents',
    description:
      'The documents the SMS code signs at login, each with a page to read; `id` is `registration` (the only list; any other answers 404). Their ids go back in documents/sign.',
    pathValues: { id: 'registration' },
    answers: {
      200: {
        registration: {
          summary: 'The consents to sign',
          value: {
            documents: DOCUMENT_IDS.map((id) => ({
              id,
              name: [
                'Согласие на сбор и обработку персональных данных',
                'Правила предоставления микрокредитов',
                'Согласие на получение кредитного отчёта',
              ][id - 1],
              url: `http://127.0.0.1:5180/sandbox/documents/${id}`,
            })),
          },
        },
      },
    },
  },
  documentsSign: {
    tag: 'login',
    summary: 'Send the SMS code, or sign the consents with it',
    description: `Two requests with two answers, told apart by \`sms_code\` and by the status. Without \`sms_code\`: the SMS with the code goes to \`phone\`, nothing is signed, and the answer is ${SMS_SENT_STATUS} with \`resend_after\`; there is no document token. With \`sms_code\`: only the code last sent to that phone, within 5 minutes and not used before, signs the documents; the answer is 200 with \`potentialContractId\` and a one-use \`documentToken\`. A wrong, expired or used code answers 422 on \`sms_code\`, never a token.`,
    requests: {
      sendSms: {
        summary: `Without sms_code: send the code (answered ${SMS_SENT_STATUS})`,
        value: { phone: PHONE, document_template_ids: DOCUMENT_IDS },
      },
      sign: {
        summary: 'With the code from the SMS: sign (answered 200)',
        value: { phone: PHONE, document_template_ids: DOCUMENT_IDS, sms_code: '4567' },
      },
    },
    answerDescriptions: {
      200: 'The request carried the right `sms_code`: the consents are signed. `documentToken` is good for one POST /rest/auth.',
      [SMS_SENT_STATUS]:
        'The request had no `sms_code`: the code is sent to `phone`; nothing is signed and no token is given. Ask again after `resend_after` seconds at the earliest.',
    },
    answers: {
      200: {
        sign: {
          summary: 'Signed',
          value: { potentialContractId: 100001, documentToken: '3f9c2b7e41d04a8f9e6b5c1d2a3f4e5d' },
        },
      },
      [SMS_SENT_STATUS]: {
        sendSms: { summary: 'The code is sent', value: { sms_sent: true, resend_after: 60 } },
      },
    },
  },
  auth: {
    tag: 'login',
    summary: 'Log in with the signed consents',
    description:
      'Exchanges the document token of documents/sign (once) for the bearer token of every authenticated call; it lives 8 hours. A token already used, or signed for another phone, answers 422 on `document_token`.',
    requests: {
      login: {
        summary: 'The phone and its document token',
        value: { phone: PHONE, documentToken: '3f9c2b7e41d04a8f9e6b5c1d2a3f4e5d' },
      },
    },
    answers: {
      200: {
        login: {
          summary: 'The session',
          value: { bearerToken: '6b1e0f4c8a2d4e7f9b3a5c1d0e2f4a6b8c0d2e4f6a8b0c2d' },
        },
      },
    },
  },
  step: {
    tag: 'registration',
    summary: "The applicant's step",
    description:
      'Where the applicant is (SPEC.md §4), the realtime channel that pushes the next step, and `context.error` after a failed identification (SPEC.md §8).',
    answers: {
      200: {
        personal: step('personal', 'On the personal form'),
        livenessFailed: step(
          'liveness_failed',
          'Identification failed',
          'coiderrortype_low_similarity',
        ),
      },
    },
  },
  ...formWords,
  countries: {
    tag: 'registration',
    summary: 'The countries that issue identity documents',
    description:
      "The passport form's choice of issuing country, names in the language of Accept-Language, with the default.",
    answers: {
      200: {
        countries: {
          summary: 'The list',
          value: {
            countries: [
              { id: 1, name: 'Казахстан' },
              { id: 2, name: 'Россия' },
            ],
            default_country_id: 1,
          },
        },
      },
    },
  },
  signingRedirect: {
    tag: 'signing',
    summary: 'The address of the signing page',
    description:
      'Opens a signing session on the step `signing_init_success` and answers the page to send the browser to; the page sends it back to `return_to` with `?signing=signed|declined&session=<id>`. `return_to` must lead back to this site (422 otherwise).',
    requests: {
      back: {
        summary: 'Back to the waiting screen',
        value: { return_to: 'http://127.0.0.1:8080/register/signing-waiting-results' },
      },
    },
    answers: {
      200: {
        back: {
          summary: 'The signing page',
          value: {
            redirect_url:
              'http://127.0.0.1:5180/sandbox/signing?session=5e1f&return_to=http%3A%2F%2F127.0.0.1%3A8080%2Fregister%2Fsigning-waiting-results&lang=ru',
          },
        },
      },
    },
  },
  signingResult: {
    tag: 'signing',
    summary: 'Report the return from the signing page',
    description:
      'What the browser came back with; the server checks it against what the signing service saw (a mismatch answers 422 on `result`, an unknown session 422 on `session`). Signed moves on to signing_result, declined to signing_failed.',
    requests: {
      signed: { summary: 'Signed', value: { session: '5e1f', result: 'signed' } },
      declined: { summary: 'Declined', value: { session: '5e1f', result: 'declined' } },
    },
    answers: {
      200: {
        signed: step('signing_result', 'Signed: the server finishes'),
        declined: step('signing_failed', 'Declined'),
      },
    },
  },
  signingRepeat: {
    tag: 'signing',
    summary: 'Sign again after a decline',
    description: 'From signing_failed only: back to signing_init. No body.',
    answers: { 200: { again: step('signing_init', 'Signing starts again') } },
  },
  cabinet: {
    tag: 'cabinet',
    summary: 'Enter the personal cabinet',
    description:
      "On the step personal_cabinet: the loan amount and the contract signed at this session's login (`potentialContractId` of documents/sign; another one, or null after a login that signed one, answers 422). Sets the `auth_token` cookie for the cabinet.",
    requests: {
      apply: { summary: 'An application', value: { amount: 78500, potential_contract_id: 100001 } },
    },
    answers: { 200: { apply: OK.ok } },
  },
  clientInfo: {
    tag: 'cabinet',
    summary: 'Who is logged in',
    description:
      'The masked phone, the names once given, and the step; the full phone never travels back.',
    answers: {
      200: {
        greeting: {
          summary: 'After the personal form',
          // The sample applicant's names, as the answer's schema keeps them.
          value: v.parse(clientInfoResponseSchema, {
            ...SAMPLE_VALUES.personal,
            phone: '+7 (701) ***-**-67',
            step_name: 'passport',
          }),
        },
      },
    },
  },
  utm: {
    tag: 'marketing',
    summary: 'Record the landing’s UTM parameters',
    description:
      'The current record and, when it differs, the previous one (at most 10 records of at most 50 flat values each). No login needed: it is sent from /login too.',
    requests: {
      landing: {
        summary: 'One landing',
        value: {
          client_timestamp: 1767225600000,
          utms: [{ utm_source: 'google', utm_medium: 'cpc', utm_timestamp: 1767225500000 }],
        },
      },
    },
    answers: { 200: { landing: OK.ok } },
  },
  livenessSession: {
    tag: 'livenessProvider',
    summary: 'Start a liveness session',
    description:
      'On the step verigram, or liveness_failed (a retry: the applicant goes back to verigram). The body is `{}`.',
    answers: { 200: { session: { summary: 'A session', value: { session_id: '7d2c9e1a' } } } },
  },
  livenessResult: {
    tag: 'livenessProvider',
    summary: 'Report the captured frame',
    description:
      'The best frame the provider captured, as plain base64 JPEG, for a session of this applicant not reported before; on the step verigram only. The applicant moves to waiting_liveness_results.',
    requests: {
      frame: {
        summary: 'A frame',
        value: { session_id: '7d2c9e1a', bestframe: '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP8=' },
      },
    },
    answers: { 200: { frame: OK.ok } },
  },
};
