/**
 * @jest-environment node
 */
// Server rendering as React Router's framework mode does it: no window, no document. Every
// widget must render (overlays render nothing until opened on the client) and its styles must
// be collected by styled-components' ServerStyleSheet.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { CarAdvertisementSummary } from '@ratai/domain';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  CarCard,
  CarSlider,
  Checkbox,
  Chip,
  CollapsibleMultiSelect,
  ConfirmDialog,
  CookieBanner,
  Drawer,
  Faq,
  FileUpload,
  FooterLink,
  FormField,
  Gallery,
  Loading,
  Modal,
  Pagination,
  RataiThemeProvider,
  Select,
  Skeleton,
  Slider,
  Stepper,
  TabNav,
  Tabs,
  TextField,
} from './index';
import { Lightbox } from './lib/lightbox/Lightbox';

const car: CarAdvertisementSummary = {
  id: 1,
  slug: 'audi-a4-2017-1',
  headerImage: null,
  isForTaxi: true,
  engineDisplacement: 1968,
  gearbox: 'manual',
  bodyType: 'sedan',
  fuelType: 'diesel',
  productionYear: 2017,
  odometer: 210000,
  price: 9800,
  fromPricePerMonth: 289,
  carMake: { id: 1, name: 'Audi', slug: 'audi' },
  carModel: { id: 2, name: 'A4', slug: 'a4' },
  saleStatus: 'available',
};

const images = [{ src: '/a.jpg', alt: 'Audi A4, nuotrauka 1' }, { src: '/b.jpg', alt: 'Audi A4, nuotrauka 2' }];

function Page() {
  return (
    <RataiThemeProvider>
      <Button>Toliau</Button>
      <TextField label="Vardas" error="Šis laukas yra privalomas" />
      <Select label="Modelis" options={[]} />
      <Checkbox label="Sutinku" />
      <CollapsibleMultiSelect label="Kuro tipas" options={[{ value: 'diesel', label: 'Dyzelinas' }]} />
      <Slider label="Terminas" min={12} max={60} step={2} defaultValue={24} />
      <Alert type="danger">Klaida</Alert>
      <Modal open onClose={() => undefined} title="Modalas">
        Turinys
      </Modal>
      <ConfirmDialog open onConfirm={() => undefined} onCancel={() => undefined} />
      <Drawer open onClose={() => undefined} title="Filtras" />
      <Lightbox open images={images} index={0} onIndexChange={() => undefined} onClose={() => undefined} />
      <Accordion items={[{ id: 'a', title: 'Bendrosios sąlygos', content: 'Tekstas' }]} firstOpenByDefault />
      <Faq items={[{ question: 'Klausimas?', answer: 'Atsakymas.' }]} />
      <Tabs label="Skirtukai" items={[{ id: 'a', label: 'A', content: 'a' }]} />
      <TabNav label="Kategorijos" items={[{ href: '/straipsniai', label: 'Visi straipsniai', current: true }]} />
      <Stepper steps={[{ label: 'Vienas' }, { label: 'Du' }]} current={0} />
      <Loading />
      <Skeleton />
      <FileUpload label="Nuotraukos" onFilesAccepted={() => undefined} files={[{ id: '1', name: 'a.jpg', progress: 50 }]} />
      <Gallery images={images} isForTaxi />
      <CarSlider label="Automobiliai">
        <CarCard car={car} href="/automobilio-nuoma/audi-a4-2017-1" />
        <CarCard car={{ ...car, id: 2 }} href="/automobilio-nuoma/kitas" />
      </CarSlider>
      <CookieBanner onAccept={() => undefined} />
      <FooterLink href="/taisykles">Taisyklės</FooterLink>
      <Badge>Naujas</Badge>
      <Chip label="Markė: Audi" removeHref="/" />
      <Pagination page={1} pageCount={3} hrefFor={(p) => `/?page=${p}`} />
      <FormField label="Telefonas">{(control) => <input {...control} />}</FormField>
    </RataiThemeProvider>
  );
}

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders every widget to HTML and collects their styles', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<Page />));
      const styles = sheet.getStyleTags();
      expect(html).toContain('nuo 289 € / mėn.');
      expect(html).toContain('Nieko nerasta.');
      expect(html).toContain('Kraunama...');
      expect(html).toContain('aria-current="page"');
      expect(html).toContain('role="progressbar"');
      // Overlays wait for the client: no dialog in the server HTML.
      expect(html).not.toContain('role="dialog"');
      expect(html).not.toContain('role="alertdialog"');
      // The global style and the components' styles are collected.
      expect(styles).toContain('Inter Variable');
      expect(styles).toContain('prefers-reduced-motion');
    } finally {
      sheet.seal();
    }
  });
});
