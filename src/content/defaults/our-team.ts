import type { BuiltInLang } from './built-in-languages';
import type { OurTeam } from '../schemas';

type Bilingual = Record<BuiltInLang, string>;

const staff: { name: string; title: Bilingual; department: Bilingual }[] = [
  { name: 'Mehmet Yılmaz', title: { tr: 'Genel Müdür', en: 'General Manager' }, department: { tr: 'Yönetim', en: 'Management' } },
  { name: 'Ayşe Demir', title: { tr: 'Elektrik Mühendisi', en: 'Electrical Engineer' }, department: { tr: 'Proje', en: 'Projects' } },
  { name: 'Caner Öztürk', title: { tr: 'Makine Mühendisi', en: 'Mechanical Engineer' }, department: { tr: 'Mekanik', en: 'Mechanical' } },
  { name: 'Şule Kaya', title: { tr: 'İnşaat Mühendisi', en: 'Civil Engineer' }, department: { tr: 'İnşaat', en: 'Construction' } },
  {
    name: 'Gökhan Çelik',
    title: { tr: 'Otomasyon Uzmanı', en: 'Automation Specialist' },
    department: { tr: 'Otomasyon', en: 'Automation' },
  },
  {
    name: 'Jonas Weber',
    title: { tr: 'Almanya İştirak Müdürü', en: 'Managing Director, Germany' },
    department: { tr: 'Almanya', en: 'Germany' },
  },
];

const pageTexts = {
  tr: { header: 'Ekibimiz', description: 'Sahada ve ofiste projelerinizi yürüten ekip.' },
  en: { header: 'Our Team', description: 'The team running your projects in the office and on site.' },
} satisfies Record<BuiltInLang, { header: string; description: string }>;

export function ourTeamDefaults(lang: BuiltInLang): OurTeam {
  return {
    lang,
    ...pageTexts[lang],
    staffList: staff.map((s, i) => ({
      id: `s${i + 1}`,
      staffInfo: { index: i + 1, name: s.name, title: s.title[lang], department: s.department[lang] },
    })),
  };
}
