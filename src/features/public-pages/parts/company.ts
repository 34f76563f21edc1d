// The lender's registration data. Numbers and codes are the same in every language; names
// and addresses are translated where they are shown.
export const company = {
  bin: '210240012340',
  licence: {
    number: '02.21.0001.М',
    /** ISO date the regulator issued the licence. */
    issued: '2021-03-12',
  },
  bank: {
    iban: 'KZ136010002009123456',
    bic: 'HSBKKZKX',
    /** Beneficiary code: resident (1), other financial organisation (5). */
    kbe: '15',
  },
  /** The domain borrowers should see in the address bar. */
  domain: 'qazcredit.kz',
  regulatorSite: 'https://www.finreg.kz',
  ombudsmanSite: 'https://www.finombudsman.kz',
} as const;
