/** `@theme/IdealImage`: one plain lazy image (`img` a URL or a `{ src }` object, as the plugin gives). */
import type { ComponentProps } from 'react';

type Source = string | { src: string | { src: string } };
const urlOf = (img: Source): string =>
  typeof img === 'string' ? img : typeof img.src === 'string' ? img.src : img.src.src;

export default function IdealImage({ img, alt, ...rest }: Omit<ComponentProps<'img'>, 'src'> & { img: Source }) {
  return <img src={urlOf(img)} alt={alt ?? ''} loading="lazy" {...rest} />;
}
