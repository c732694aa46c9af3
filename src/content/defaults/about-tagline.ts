import type { BuiltInLang } from './built-in-languages';
import type { AboutTagline } from '../schemas';
import type { SamplePhoto } from './sample-scenes';

const texts = {
  tr: {
    aboutHeader: 'Hakkımızda',
    aboutContent:
      '<p>2010 yılında Ankara’da kurulan şirketimiz; orta ve alçak gerilim, otomasyon, zayıf akım sistemleri ve anahtar teslim inşaat işlerinde hizmet veren bir elektromekanik taahhüt firmasıdır.</p><p>2019’da Münih’te kurduğumuz iştirakimizle Avrupa’daki müşterilerimize de yerinde hizmet veriyoruz.</p>',
    visionHeader: 'Vizyonumuz',
    visionContent: 'Enerji ve yapı sektöründe güvenilirliği, kalitesi ve iş güvenliğiyle örnek gösterilen bir çözüm ortağı olmak.',
    missionHeader: 'Misyonumuz',
    missionContent:
      'Projelerimizi zamanında, standartlara uygun ve sürdürülebilir biçimde teslim ederek müşterilerimize kalıcı değer katmak.',
    imageAltText: 'Şantiyede çalışan mühendis ekibi ve trafo merkezi',
  },
  en: {
    aboutHeader: 'About Us',
    aboutContent:
      '<p>Founded in Ankara in 2010, we are an electromechanical contractor working in medium and low voltage, automation, weak current systems and turnkey construction.</p><p>With our subsidiary founded in Munich in 2019 we also serve our customers in Europe on site.</p>',
    visionHeader: 'Our Vision',
    visionContent: 'To be the partner the energy and construction sectors point to for reliability, quality and safety at work.',
    missionHeader: 'Our Mission',
    missionContent: 'To add lasting value for our customers by delivering every project on time, to standard and sustainably.',
    imageAltText: 'Engineering team at work on site beside a substation',
  },
} satisfies Record<BuiltInLang, Omit<AboutTagline, 'lang' | 'imageSource'>>;

/** The engineering team beside a substation, as the alt texts above say. */
export const aboutPhoto: SamplePhoto = { src: '/images/about/team-on-site.jpg', scene: 'site-team' };

export function aboutTaglineDefaults(lang: BuiltInLang): AboutTagline {
  return { lang, imageSource: aboutPhoto.src, ...texts[lang] };
}
