export { t as HomeLoanCalculator } from "./HomeLoanCalculator-BZUN62lA.js";
