import { msg } from '@lingui/core/macro';

// Apart from the page so the route table (loaded on every page) carries this title and not the
// deposit calculator with it.
export const depositPageTitle = msg`Калькулятор депозита`;
