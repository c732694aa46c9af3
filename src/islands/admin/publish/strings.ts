/** The preview-and-publish screen's texts, one set per language of the site (a new locale is a type error until translated). */
import type { Lang } from '../../../i18n/routes';
import type { PublishRefusal, PublishState } from '../../../lib/admin-contract';

const tr = {
  nav: 'Yayınla',
  heading: 'Önizle ve yayınla',
  intro:
    'Önizleme, içeriğin şu anki hâliyle sitenin bir sonraki yapısını kurar; yalnızca siz, sitenin kendi adreslerinde görürsünüz. Yayınla, önizlediğiniz yapının kendisini herkese açar.',
  introWorkflow:
    'Önizleme, içeriğin şu anki hâliyle sitenin bir sonraki yapısını kendi adresinde kurar; bağlantıyı bilen herkes görebilir, ziyaretçiler görmez. Yayınla, önizlediğiniz yapının kendisini herkese açar.',
  buildPreview: 'Önizleme oluştur',
  buildAndPublish: 'Oluştur ve doğrudan yayınla',
  runs: 'Son yapılar',
  none: 'Henüz yapı yok.',
  states: { queued: 'Sırada', running: 'Hazırlanıyor', ready: 'Hazır', live: 'Yayında', failed: 'Başarısız' } satisfies Record<
    PublishState,
    string
  >,
  stages: {
    dispatch: 'İş akışı başlatılıyor',
    export: 'İçerik dışa aktarılıyor',
    build: 'Sayfalar oluşturuluyor',
    verify: 'Denetleniyor',
    preview: 'Önizleme kanalına yükleniyor',
    swap: 'Yayına alınıyor',
    live: 'Yayına alınıyor',
  } as Record<string, string>,
  embedded: 'Bu sunucu yapıları kendisi kurar ve sunar; yayınlanan yapı bir sonraki istekten itibaren herkese gider.',
  workflow:
    'Yapılar {repository} deposunun GitHub iş akışında kurulur; önizlemeler Firebase Hosting önizleme kanallarında 7 gün durur. Yayından sonra tarayıcılar bir sayfayı {minutes} dakikaya kadar eski hâliyle gösterebilir.',
  previewUntil: 'Önizleme {date} tarihine kadar açık',
  workflowLog: 'İş akışının kaydı',
  publishing: 'Yayına alınıyor: iş akışı önizlenen yapıyı canlıya kopyalıyor.',
  progress: '{done}/{total} sayfa',
  startedBy: '{date}, {by}',
  preview: 'Önizle',
  publish: 'Yayınla',
  rollBack: 'Bu yapıya geri dön',
  rollBackStartup: 'Sunucunun başladığı yapıya geri dön',
  publishConfirm: 'Bu yapı herkese açılsın mı?',
  published: 'Yayınlandı.',
  endPreview: 'Önizlemeyi bitir',
  previewEnded: 'Önizleme bitti.',
  changes: 'Değişenler',
  documents: 'Belgeler',
  pages: 'Sayfalar',
  added: 'eklendi',
  changed: 'değişti',
  removed: 'kaldırıldı',
  openInPreview: '{page} sayfasını önizlemede aç',
  error: 'Hata ({stage})',
  failed: 'Yapılamadı: {message}',
  busy: 'Başka bir yapı hazırlanıyor.',
  refusals: {
    busy: 'Başka bir yapı hazırlanıyor; bitince yeniden deneyin.',
    unknown: 'Bu yapı bulunamadı.',
    notReady: 'Bu yapı henüz hazır değil.',
    removed: 'Bu yapı artık saklanmıyor (yalnızca son yapılar saklanır): yeniden oluşturun.',
    expired: 'Bu önizlemenin süresi doldu (7 gün): yeniden oluşturun.',
    otherCode:
      'Bu önizleme, canlı sitenin şu anki kodundan farklı bir kodla kuruldu: yeniden oluşturun. Yayınlamak kodu hiçbir zaman değiştirmez.',
    elsewhere: 'Bu önizlemenin kendi adresi var: Önizle bağlantısını kullanın.',
    unavailable: 'Bu sunucu yayındaki yapıyı değiştiremez.',
  } satisfies Record<PublishRefusal, string>,
};

export type PublishStrings = typeof tr;

const en: PublishStrings = {
  nav: 'Publish',
  heading: 'Preview and publish',
  intro:
    'A preview builds the next version of the site from the content as it is now; only you see it, at the site’s own addresses. Publish makes the very build you previewed the one everyone gets.',
  introWorkflow:
    'A preview builds the next version of the site from the content as it is now, at an address of its own: whoever has the link can see it, visitors do not. Publish makes the very build you previewed the one everyone gets.',
  buildPreview: 'Build a preview',
  buildAndPublish: 'Build and publish at once',
  runs: 'Recent builds',
  none: 'No builds yet.',
  states: { queued: 'Queued', running: 'Building', ready: 'Ready', live: 'Live', failed: 'Failed' },
  stages: {
    dispatch: 'Starting the workflow',
    export: 'Exporting the content',
    build: 'Building the pages',
    verify: 'Checking the build',
    preview: 'Deploying the preview channel',
    swap: 'Going live',
    live: 'Going live',
  },
  embedded: 'This server builds and serves the site itself; a published build reaches everyone from the next request on.',
  workflow:
    'Builds run in the GitHub workflow of {repository}; previews are on Firebase Hosting preview channels for 7 days. After publishing, browsers may show a page as it was for up to {minutes} minutes.',
  previewUntil: 'Preview open until {date}',
  workflowLog: 'The workflow’s log',
  publishing: 'Going live: the workflow is copying the previewed build to the live site.',
  progress: '{done}/{total} pages',
  startedBy: '{date}, {by}',
  preview: 'Preview',
  publish: 'Publish',
  rollBack: 'Roll back to this build',
  rollBackStartup: 'Roll back to the build the server started with',
  publishConfirm: 'Make this build the one everyone gets?',
  published: 'Published.',
  endPreview: 'End the preview',
  previewEnded: 'The preview has ended.',
  changes: 'What changed',
  documents: 'Documents',
  pages: 'Pages',
  added: 'added',
  changed: 'changed',
  removed: 'removed',
  openInPreview: 'Open {page} in the preview',
  error: 'Error ({stage})',
  failed: 'Not done: {message}',
  busy: 'Another build is under way.',
  refusals: {
    busy: 'Another build is under way; try again once it ends.',
    unknown: 'This build was not found.',
    notReady: 'This build is not ready yet.',
    removed: 'This build is no longer kept (only the newest are): build it again.',
    expired: 'This preview has expired (7 days): build it again.',
    otherCode: 'This preview was built from other code than the live site runs: build it again. Publishing never changes the code.',
    elsewhere: 'This preview has an address of its own: use its Preview link.',
    unavailable: 'This server cannot change the build it serves.',
  },
};

export const publishStrings: Readonly<Record<Lang, PublishStrings>> = { tr, en };
