import { imageAttributes } from '../lib/image-attributes';
import type { ResponsiveImage } from '../lib/images';

interface Props {
  image: ResponsiveImage;
  alt: string;
  /** The alt text's language where it is not the page's (a project not translated yet). */
  altLang?: string | undefined;
  priority?: boolean;
  className?: string;
}

/** The island counterpart of Img.astro: the sources were computed at build time by astro:assets. */
export default function Picture({ image, alt, altLang, priority = false, className }: Props) {
  const { alt: text, ...attributes } = imageAttributes(image, alt, priority);
  const img = <img alt={text} lang={altLang} {...attributes} className={className} />;
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
