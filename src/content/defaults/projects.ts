import type { Lang } from '../../i18n/routes';
import type { ProjectsPage } from '../schemas';
import type { SamplePhoto, SampleScene } from './sample-scenes';

type Bilingual = Record<Lang, string>;

interface SampleProject {
  id: string;
  url: string;
  index: number;
  name: Bilingual;
  description: Bilingual;
  htmlContent?: Bilingual;
  customer: Bilingual;
  location: Bilingual;
  /** How many photographs the project has, and what they show. */
  photos?: { count: number; scene: SampleScene };
  ongoing?: boolean;
  slider?: boolean;
}

function projectImage(id: string, n: number): string {
  return `/images/projects/${id}-${n}.jpg`;
}

const sampleProjects: SampleProject[] = [
  {
    id: 'p01',
    url: 'ostim-36-kv-trafo-merkezi',
    index: 1,
    name: { tr: 'OSTİM 36 kV Trafo Merkezi', en: 'OSTİM 36 kV Substation' },
    description: {
      tr: 'Organize sanayi bölgesi için 2 x 2500 kVA kapasiteli modüler beton köşklü trafo merkezi.',
      en: 'A modular concrete-kiosk substation of 2 x 2500 kVA for an organised industrial zone.',
    },
    htmlContent: {
      tr: '<p>Anahtar teslim olarak yürütülen projede <strong>36 kV</strong> hücreler, güç trafoları ve AG dağıtım panoları devreye alındı.</p><ul><li>SCADA entegrasyonu</li><li>Topraklama ve yıldırımdan korunma</li></ul>',
      en: '<p>Delivered turnkey: <strong>36 kV</strong> switchgear, power transformers and LV distribution boards were commissioned.</p><ul><li>SCADA integration</li><li>Earthing and lightning protection</li></ul>',
    },
    customer: { tr: 'OSTİM OSB Müdürlüğü', en: 'OSTİM OIZ Directorate' },
    location: { tr: 'Yenimahalle, Ankara', en: 'Yenimahalle, Ankara' },
    photos: { count: 3, scene: 'substation' },
    slider: true,
  },
  {
    id: 'p02',
    url: 'etimesgut-devlet-hastanesi',
    index: 2,
    name: { tr: 'Etimesgut Devlet Hastanesi Elektrik Tesisatı', en: 'Etimesgut State Hospital Electrical Works' },
    description: {
      tr: '400 yataklı hastanenin orta gerilim, jeneratör, UPS ve kuvvetli akım tesisatı.',
      en: 'Medium voltage, generators, UPS and power installation of a 400-bed hospital.',
    },
    customer: { tr: 'Sağlık Bakanlığı', en: 'Ministry of Health' },
    location: { tr: 'Etimesgut, Ankara', en: 'Etimesgut, Ankara' },
    photos: { count: 2, scene: 'hospital' },
    slider: true,
  },
  {
    id: 'p03',
    url: 'konya-gunes-enerji-santrali',
    index: 3,
    name: { tr: 'Konya 5 MWp Güneş Enerji Santrali', en: 'Konya 5 MWp Solar Power Plant' },
    description: {
      tr: 'Arazi tipi güneş santralinin AG/OG elektrik işleri ve şebeke bağlantısı.',
      en: 'LV/MV electrical works and grid connection of a ground-mounted solar plant.',
    },
    customer: { tr: 'Anadolu Yenilenebilir Enerji A.Ş.', en: 'Anadolu Renewable Energy Inc.' },
    location: { tr: 'Karapınar, Konya', en: 'Karapınar, Konya' },
    photos: { count: 2, scene: 'solar-field' },
    slider: true,
  },
  {
    id: 'p04',
    url: 'ankara-metro-zayif-akim',
    index: 4,
    name: { tr: 'Metro İstasyonları Zayıf Akım Sistemleri', en: 'Metro Stations Weak Current Systems' },
    description: {
      tr: 'Altı istasyonda yangın algılama, CCTV, anons ve erişim kontrol sistemleri.',
      en: 'Fire detection, CCTV, public address and access control in six stations.',
    },
    customer: { tr: 'Ankara Büyükşehir Belediyesi', en: 'Ankara Metropolitan Municipality' },
    location: { tr: 'Çankaya, Ankara', en: 'Çankaya, Ankara' },
    photos: { count: 2, scene: 'metro-station' },
  },
  {
    id: 'p05',
    url: 'kayseri-fabrika-otomasyonu',
    index: 5,
    name: { tr: 'Kayseri Fabrika Otomasyonu', en: 'Kayseri Factory Automation' },
    description: {
      tr: 'Üretim hattı için PLC, SCADA ve motor kontrol merkezlerinin kurulumu.',
      en: 'PLC, SCADA and motor control centres for a production line.',
    },
    customer: { tr: 'Erciyes Mobilya San. A.Ş.', en: 'Erciyes Furniture Ind. Inc.' },
    location: { tr: 'Melikgazi, Kayseri', en: 'Melikgazi, Kayseri' },
    photos: { count: 1, scene: 'factory' },
  },
  {
    id: 'p06',
    url: 'cankaya-ofis-binasi',
    index: 6,
    name: { tr: 'Çankaya Ofis Binası', en: 'Çankaya Office Building' },
    description: {
      tr: '12 katlı ofis binasının inşaatı ile mekanik ve elektrik tesisatı.',
      en: 'Construction and mechanical-electrical works of a 12-storey office building.',
    },
    customer: { tr: 'Kızılay Gayrimenkul', en: 'Kızılay Real Estate' },
    location: { tr: 'Çankaya, Ankara', en: 'Çankaya, Ankara' },
  },
  {
    id: 'p07',
    url: 'gaziantep-osb-ag-dagitim',
    index: 7,
    name: { tr: 'Gaziantep OSB AG Dağıtım Şebekesi', en: 'Gaziantep OIZ LV Distribution Network' },
    description: {
      tr: '42 parselin alçak gerilim dağıtım şebekesi ve aydınlatması.',
      en: 'Low voltage distribution network and lighting for 42 plots.',
    },
    customer: { tr: 'Gaziantep OSB', en: 'Gaziantep OIZ' },
    location: { tr: 'Şehitkamil, Gaziantep', en: 'Şehitkamil, Gaziantep' },
  },
  {
    id: 'p08',
    url: 'muenchen-buerogebaeude',
    index: 8,
    name: { tr: 'Münih Ofis Binası Elektrik İşleri', en: 'Munich Office Building Electrical Works' },
    description: {
      tr: 'Alman iştirakimizin ilk projesi: ofis binasında enerji dağıtımı ve bina otomasyonu.',
      en: 'Our German subsidiary’s first project: power distribution and building automation.',
    },
    customer: { tr: 'Isar Immobilien GmbH', en: 'Isar Immobilien GmbH' },
    location: { tr: 'Münih, Almanya', en: 'Munich, Germany' },
    photos: { count: 1, scene: 'office-block' },
  },
  {
    id: 'p09',
    url: 'sincan-okul-kampusu',
    index: 9,
    name: { tr: 'Sincan Okul Kampüsü', en: 'Sincan School Campus' },
    description: {
      tr: 'Üç okul binasının elektrik, zayıf akım ve çevre aydınlatma işleri.',
      en: 'Electrical, weak current and outdoor lighting works for three school buildings.',
    },
    customer: { tr: 'Milli Eğitim Bakanlığı', en: 'Ministry of National Education' },
    location: { tr: 'Sincan, Ankara', en: 'Sincan, Ankara' },
    photos: { count: 1, scene: 'school-campus' },
    ongoing: true,
  },
];

function photoSources(p: SampleProject): string[] {
  return Array.from({ length: p.photos?.count ?? 0 }, (_, i) => projectImage(p.id, i + 1));
}

export function projectPhotos(): SamplePhoto[] {
  return sampleProjects.flatMap((p) => {
    const scene = p.photos?.scene;
    return scene ? photoSources(p).map((src) => ({ src, scene })) : [];
  });
}

const pageTexts = {
  tr: {
    header: 'Projelerimiz',
    description: '2010’dan bu yana Türkiye’de ve Almanya’da üstlendiğimiz elektromekanik ve inşaat projeleri.',
  },
  en: {
    header: 'Our Projects',
    description: 'Electromechanical and construction projects we have undertaken in Türkiye and Germany since 2010.',
  },
} satisfies Record<Lang, { header: string; description: string }>;

export function projectsDefaults(lang: Lang): ProjectsPage {
  return {
    lang,
    ...pageTexts[lang],
    projects: sampleProjects.map((p) => {
      const imageSources = photoSources(p);
      return {
        id: p.id,
        project: {
          url: p.url,
          name: p.name[lang],
          index: p.index,
          ...(imageSources[0] ? { primaryImageSource: imageSources[0] } : {}),
          imageSources,
          description: p.description[lang],
          ...(p.htmlContent ? { htmlContent: p.htmlContent[lang] } : {}),
          customer: p.customer[lang],
          location: p.location[lang],
          ongoing: p.ongoing ?? false,
          completed: !(p.ongoing ?? false),
          slider: p.slider ?? false,
        },
      };
    }),
  };
}
