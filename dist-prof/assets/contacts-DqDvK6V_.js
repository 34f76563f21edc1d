import { t as ContactsPage } from "./ContactsPage-QM8bV06B.js";
// src/routes/{-$locale}/_default/info/contacts.tsx?tsr-split=component
var SplitComponent = ContactsPage;
export { SplitComponent as component };
