import type { BuiltInLang } from './built-in-languages';
import type { HomePage } from '../schemas';

/** SPEC §2 / §9: the counter figures (49 completed, 1 ongoing, 114 customers) are the same in every language. */
const figures = { completed: 49, ongoing: 1, customers: 114 } as const;

const texts = {
  tr: {
    counterLabels: { completed: 'Tamamlanan Proje', ongoing: 'Devam Eden Proje', customers: 'Mutlu Müşteri' },
    activityAreasHeader: 'Faaliyet Alanlarımız',
    /** SPEC §2: the activity areas with their sub-services, shown on the Turkish home only. */
    activityAreas: [
      {
        title: 'Orta Gerilim (36kV ve altı)',
        services: ['Trafo merkezleri', 'OG hücre ve kablo tesisleri', 'Enerji nakil hatları', 'Koruma ve röle koordinasyonu'],
        id: 'mediumVoltage',
      },
      {
        title: 'Otomasyon Sistemleri',
        services: ['PLC ve SCADA', 'Bina otomasyonu', 'Motor kontrol merkezleri', 'Enerji izleme'],
        id: 'automation',
      },
      {
        title: 'Alçak Gerilim',
        services: ['Dağıtım panoları', 'Kuvvetli akım tesisatı', 'Kompanzasyon', 'Aydınlatma'],
        id: 'lowVoltage',
      },
      {
        title: 'Zayıf Akım Sistemleri',
        services: ['Yangın algılama', 'CCTV ve güvenlik', 'Anons ve seslendirme', 'Yapısal kablolama'],
        id: 'weakCurrent',
      },
    ],
  },
  en: {
    counterLabels: { completed: 'Completed Projects', ongoing: 'Ongoing Project', customers: 'Happy Customers' },
    activityAreasHeader: 'Our Activity Areas',
    activityAreas: [],
  },
} satisfies Record<
  BuiltInLang,
  Pick<HomePage, 'activityAreasHeader' | 'activityAreas'> & { counterLabels: Record<keyof HomePage['counters'], string> }
>;

export function homeDefaults(lang: BuiltInLang): HomePage {
  const { counterLabels, ...rest } = texts[lang];
  return {
    lang,
    counters: {
      completed: { value: figures.completed, label: counterLabels.completed },
      ongoing: { value: figures.ongoing, label: counterLabels.ongoing },
      customers: { value: figures.customers, label: counterLabels.customers },
    },
    ...rest,
  };
}
