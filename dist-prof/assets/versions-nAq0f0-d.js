// src/features/public-pages/parts/versions.ts
/** The day each document's current version took effect (ISO dates). */
var DOCUMENT_VERSIONS = {
	rules: "2026-09-01",
	tariffs: "2026-09-01",
	contract: "2026-09-01",
	consents: "2026-07-01",
	privacy: "2026-07-01",
	memo: "2026-03-15"
};
export { DOCUMENT_VERSIONS as t };
