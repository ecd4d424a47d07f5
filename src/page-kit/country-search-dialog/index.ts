export { CountrySearchDialog } from './country-search-dialog';
export type { CountrySearchDialogProps } from './country-search-dialog';
