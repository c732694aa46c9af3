import type { BuiltInLang } from './built-in-languages';
import type { NewsPage } from '../schemas';
import type { SamplePhoto, SampleScene } from './sample-scenes';

type Bilingual = Record<BuiltInLang, string>;

interface SampleNews {
  id: string;
  index: number;
  createDate: string;
  header: Bilingual;
  description: Bilingual;
  /** What the news item's photograph shows. */
  scene: SampleScene;
}

function newsImage(id: string): string {
  return `/images/news/${id}.jpg`;
}

const sampleNews: SampleNews[] = [
  {
    id: 'almanya-istiraki-kuruldu',
    index: 1,
    scene: 'office-block',
    createDate: '2019-04-15T09:00:00Z',
    header: { tr: 'Almanya İştirakimiz Kuruldu', en: 'Our German Subsidiary Is Founded' },
    description: {
      tr: 'Münih’teki ofisimizden Avrupa’daki projelere doğrudan hizmet veriyoruz.',
      en: 'From our office in Munich we now serve projects in Europe directly.',
    },
  },
  {
    id: 'iso-45001-belgesi',
    index: 2,
    scene: 'site-team',
    createDate: '2023-02-06T09:00:00Z',
    header: { tr: 'ISO 45001 Belgemizi Aldık', en: 'We Are ISO 45001 Certified' },
    description: {
      tr: 'İş sağlığı ve güvenliği yönetim sistemimiz bağımsız denetimle belgelendi.',
      en: 'Our occupational health and safety management system was certified by an independent audit.',
    },
  },
  {
    id: 'konya-ges-devreye-alindi',
    index: 3,
    scene: 'solar-field',
    createDate: '2024-06-20T09:00:00Z',
    header: { tr: 'Konya GES Devreye Alındı', en: 'Konya Solar Plant Commissioned' },
    description: {
      tr: '5 MWp kapasiteli güneş santrali şebekeye bağlandı.',
      en: 'The 5 MWp solar plant has been connected to the grid.',
    },
  },
  {
    id: 'yeni-genel-merkez',
    index: 4,
    scene: 'office-block',
    createDate: '2025-01-13T09:00:00Z',
    header: { tr: 'Yeni Genel Merkezimize Taşındık', en: 'We Moved to Our New Headquarters' },
    description: {
      tr: 'Ankara OSTİM’deki yeni binamızda atölye ve depo tek çatı altında.',
      en: 'Our new building in OSTİM, Ankara, brings workshop and warehouse under one roof.',
    },
  },
  {
    id: 'stajyer-programi-2025',
    index: 5,
    scene: 'site-team',
    createDate: '2025-09-01T09:00:00Z',
    header: { tr: 'Mühendislik Staj Programı Başladı', en: 'Engineering Internship Programme Launched' },
    description: {
      tr: 'Elektrik ve makine mühendisliği öğrencileri sahada deneyim kazanıyor.',
      en: 'Electrical and mechanical engineering students gain experience on site.',
    },
  },
  {
    id: 'hastane-projesi-tamamlandi',
    index: 6,
    scene: 'hospital',
    createDate: '2026-03-10T09:00:00Z',
    header: { tr: 'Etimesgut Hastanesi Projesi Tamamlandı', en: 'Etimesgut Hospital Project Completed' },
    description: {
      tr: '400 yataklı hastanenin elektrik tesisatı teslim edildi.',
      en: 'The electrical installation of the 400-bed hospital has been handed over.',
    },
  },
];

export function newsPhotos(): SamplePhoto[] {
  return sampleNews.map((n) => ({ src: newsImage(n.id), scene: n.scene }));
}

const pageTexts = {
  tr: { header: 'Haberler', description: 'Şirketimizden haberler ve duyurular.' },
  en: { header: 'News', description: 'News and announcements from our company.' },
} satisfies Record<BuiltInLang, { header: string; description: string }>;

const author: Record<BuiltInLang, string> = { tr: 'Kurumsal İletişim', en: 'Corporate Communications' };

export function newsDefaults(lang: BuiltInLang): NewsPage {
  return {
    lang,
    ...pageTexts[lang],
    news: sampleNews.map((n) => ({
      id: n.id,
      news: {
        author: author[lang],
        createDate: n.createDate,
        updateDate: n.createDate,
        description: n.description[lang],
        header: n.header[lang],
        htmlContent: `<p>${n.description[lang]}</p>`,
        index: n.index,
        menuImageSource: newsImage(n.id),
        url: n.id,
      },
    })),
  };
}
