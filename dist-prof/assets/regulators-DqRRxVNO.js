// src/features/public-pages/parts/regulators.ts
var regulators = {
	regulatorSite: "https://www.finreg.kz",
	ombudsmanSite: "https://www.finombudsman.kz"
};
export { regulators as t };
