// The regulator's and the financial ombudsman's sites: public registers every lender links to.
export const regulators = {
  regulatorSite: 'https://www.finreg.kz',
  ombudsmanSite: 'https://www.finombudsman.kz',
} as const;
