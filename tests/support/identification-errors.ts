/**
 * SPEC.md §8 "Identification errors", its two lists in its words: each code and the screen it
 * shows (the low-similarity screen, or 'we are already fixing it').
 */
export const IDENTIFICATION_ERRORS = [
  ['coiderrortype_low_similarity', 'lowSimilarity'],
  ['coiderrortype_iin_not_found', 'lowSimilarity'],
  ['coiderrortype_user_too_young', 'lowSimilarity'],
  ['coiderrortype_data_rejected', 'alreadyFixing'],
  ['coiderrortype_coid_server_error', 'alreadyFixing'],
  ['request_is_rejected_by_user', 'alreadyFixing'],
  ['bad_request', 'alreadyFixing'],
  ['redirect_uri_is_not_valid', 'alreadyFixing'],
  ['no_faces_found', 'alreadyFixing'],
] as const;
