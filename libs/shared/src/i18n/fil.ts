import type { Catalogue } from './en';

/** Filipino, for the member-facing screens (the back-office falls back to English). */
export const fil: Partial<Catalogue> = {
  languageLabel: 'Wika',
  loading: 'Naglo-load…',
  retry: 'Subukan muli',
  close: 'Isara',
  genericError: 'May nangyaring mali. Pakisubukan muli.',
  offlineError: 'Walang koneksyon sa server. Suriin ang koneksyon at subukan muli.',
  routerFallbackHome: 'Bumalik sa simula',
  mobileHomeComingSoon: 'Malapit nang dumating ang app para sa mga miyembro.',
  region: 'Rehiyon',
  province: 'Probinsya/Lungsod',
  address: 'Address',
  selectRegion: 'Pumili ng rehiyon',
  selectProvince: 'Pumili ng probinsya/lungsod',
};
