// Theme and setup
export * from './lib/theme';
export * from './lib/global-style/GlobalStyle';
export * from './lib/theme-provider/RataiThemeProvider';
export * from './lib/link/LinkProvider';
export * from './lib/visually-hidden/VisuallyHidden';

// Actions and form controls
export * from './lib/button/Button';
export * from './lib/form-field/FormField';
export * from './lib/text-field/TextField';
export * from './lib/select/Select';
export * from './lib/checkbox/Checkbox';
export * from './lib/collapsible-multi-select/CollapsibleMultiSelect';
export * from './lib/slider/Slider';
export * from './lib/file-upload/FileUpload';

// Feedback
export * from './lib/alert/Alert';
export * from './lib/loading/Loading';
export * from './lib/skeleton/Skeleton';
export * from './lib/badge/Badge';
export * from './lib/chip/Chip';

// Overlays
export * from './lib/modal/Modal';
export * from './lib/confirm-dialog/ConfirmDialog';
export * from './lib/drawer/Drawer';
// Lightbox: not re-exported — Gallery loads it on first use (import()); a static re-export here kept
// it in every bundle that imports the barrel (rolldown's INEFFECTIVE_DYNAMIC_IMPORT).
export * from './lib/lightbox/gallery-image';
export { CLOSE_LABEL } from './lib/internal/CloseButton';

// Disclosure and navigation
export * from './lib/accordion/Accordion';
export * from './lib/faq/Faq';
export * from './lib/tabs/Tabs';
export * from './lib/tab-nav/TabNav';
export * from './lib/stepper/Stepper';
export * from './lib/pagination/Pagination';
export * from './lib/footer-link/FooterLink';

// Cars
export * from './lib/car-card/CarCard';
export * from './lib/gallery/Gallery';
export * from './lib/car-slider/CarSlider';

// Consent
export * from './lib/cookie-banner/CookieBanner';

// Application wizard
export * from './lib/radio-group/RadioGroup';
export * from './lib/consent/consent-cookies';
// Analytics (startAnalytics, trackConversion, …): `@ratai/ui/analytics`, loaded after consent by
// app-shell's CookieConsent with import(); not re-exported here for the same reason as Lightbox.
