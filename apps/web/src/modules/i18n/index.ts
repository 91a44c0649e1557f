export { CalendarSetting } from './CalendarSetting';
export { FaceLocaleProvider } from './FaceLocaleProvider';
export { LanguageSwitch } from './LanguageSwitch';
export { LocaleProvider } from './LocaleProvider';
export { useDates } from './useDates';
export { useLocale } from './useLocale';
export { useMessages } from './useMessages';
export { usePageTitle } from './usePageTitle';
