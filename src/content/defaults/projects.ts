import type { BuiltInLang } from './built-in-languages';
import type { ProjectsPage } from '../schemas';
import type { SamplePhoto, SampleScene } from './sample-scenes';

type Bilingual = Record<BuiltInLang, string>;

interface SampleProject {
  id: string;
  url: string;
  index: number;
  name: Bilingual;
  description: Bilingual;
  htmlContent?: Bilingual;
  customer: Bilingual;
  location: Bilingual;
  /** The project's photographs: the scene they are drawn from, and what each one shows (its alt text). */
  photos?: { scene: SampleScene; alts: Bilingual[] };
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
    photos: {
      scene: 'substation',
      alts: [
        {
          tr: 'Trafo merkezinin genel görünümü: çelik taşıyıcıların altında iki güç trafosu, solda beton köşk',
          en: 'The substation: two power transformers under steel gantries, the concrete kiosk on the left',
        },
        {
          tr: 'Yakından bir güç trafosu ve porselen izolatörleri, arkada enerji nakil hattı direği',
          en: 'A power transformer and its porcelain bushings up close, a transmission tower behind',
        },
        {
          tr: 'Sahanın öbür ucundan iki trafo; sağda beton köşk ve hattın geldiği direk',
          en: 'Both transformers from the far end of the site, the concrete kiosk and the incoming line’s tower on the right',
        },
      ],
    },
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
    photos: {
      scene: 'hospital',
      alts: [
        {
          tr: 'Hastanenin ana girişi ve iki yanındaki yatak blokları, önünden geçen bir ambulans',
          en: 'The hospital’s main entrance between its ward blocks, an ambulance passing in front',
        },
        {
          tr: 'Caddeden hastanenin cephesi, sağda acil servise giden bir ambulans',
          en: 'The hospital’s façade from the street, an ambulance on its way to the emergency entrance on the right',
        },
      ],
    },
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
    photos: {
      scene: 'solar-field',
      alts: [
        {
          tr: 'Santralde güneş paneli sıraları, arkada beyaz inverter binası',
          en: 'Rows of solar panels at the plant, the white inverter building behind them',
        },
        {
          tr: 'Kurak arazide ufka kadar uzanan panel sıraları ve tepelerin önündeki inverter binası',
          en: 'Panel rows stretching to the horizon across dry land, the inverter building against the hills',
        },
      ],
    },
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
    photos: {
      scene: 'metro-station',
      alts: [
        {
          tr: 'Peronda kırmızı şeritli metro treni; tavanda sefer ekranı ve güvenlik kameraları',
          en: 'A red-striped train at the platform, a departures display and CCTV cameras on the ceiling',
        },
        {
          tr: 'Peronda mavi şeritli tren; kolonlarda yangın ihbar butonları ve anons hoparlörleri',
          en: 'A blue-striped train at the platform, fire alarm call points and public address speakers on the columns',
        },
      ],
    },
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
    photos: {
      scene: 'factory',
      alts: [
        {
          tr: 'Fabrikanın testere dişi çatılı üretim binası, siloları ve bacası; önde bir kamyon',
          en: 'The factory’s saw-tooth roofed production hall with its silos and chimney, a lorry in front',
        },
      ],
    },
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
    photos: {
      scene: 'office-block',
      alts: [
        {
          tr: 'Ağaçlı bir caddede cam cepheli ofis binası',
          en: 'The glass-fronted office building on a tree-lined street',
        },
      ],
    },
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
    photos: {
      scene: 'school-campus',
      alts: [
        {
          tr: 'Kampüsün üç okul binası ve bayrak direği, önlerinde spor sahası, arkada bir vinç',
          en: 'The campus’s three school buildings and flagpole, the sports pitch in front and a crane behind',
        },
      ],
    },
    ongoing: true,
  },
];

function photoSources(p: SampleProject): string[] {
  return Array.from({ length: p.photos?.alts.length ?? 0 }, (_, i) => projectImage(p.id, i + 1));
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
} satisfies Record<BuiltInLang, { header: string; description: string }>;

export function projectsDefaults(lang: BuiltInLang): ProjectsPage {
  return {
    lang,
    ...pageTexts[lang],
    projects: sampleProjects.map((p) => {
      const imageSources = photoSources(p);
      const imageAlts = p.photos?.alts.map((alt) => alt[lang]);
      return {
        id: p.id,
        project: {
          url: p.url,
          name: p.name[lang],
          index: p.index,
          // The main photo is the gallery's first: it is described the same way.
          ...(imageSources[0] && imageAlts?.[0] ? { primaryImageSource: imageSources[0], primaryImageAlt: imageAlts[0] } : {}),
          imageSources,
          ...(imageAlts ? { imageAlts } : {}),
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
