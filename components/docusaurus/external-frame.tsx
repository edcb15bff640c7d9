'use client';
/**
 * What a site component's `<iframe>` renders here: the importer writes `ExternalFrame` for it
 * (lib/import/docusaurus-site-files.ts `frameIframes`). A frame of the site itself stays one. A
 * frame of another site (kysely's playground) cannot load: the CSP and "no request leaves the
 * site" forbid it. Its place holds an empty element (the component's `ref` and `load` listener
 * get that; it never loads, so a component's own fallback, such as the example's code, shows),
 * and `ExternalFrameLinks` around the component shows a link that opens the same address in a
 * new tab: nothing is requested until the reader clicks.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';

type Report = (id: string, frame: FrameLink) => void;

/** One external frame's address and title, for its link. */
interface FrameLink {
  src: string;
  title?: string;
}

const FramesContext = createContext<Report | null>(null);

/**
 * Whether a frame's address is another site's (absolute, or protocol-relative).
 * @example isExternalFrameSrc('https://play.kysely.dev/?theme=dark') === true
 * @example isExternalFrameSrc('/embed/demo.html') === false
 */
export function isExternalFrameSrc(src: string): boolean {
  return /^(https?:)?\/\//i.test(src);
}

/** The host a link names (`play.kysely.dev`). */
function hostOf(src: string): string {
  try {
    return new URL(src, 'https://localhost').host;
  } catch {
    return src;
  }
}

/** The site component's `<iframe>`. */
export default function ExternalFrame({ ref, ...props }: ComponentProps<'iframe'>) {
  const report = useContext(FramesContext);
  const id = useId();
  const src = typeof props.src === 'string' ? props.src : '';
  const external = isExternalFrameSrc(src);
  const { title } = props;
  useEffect(() => {
    if (external && report) report(id, { src, title });
  }, [external, report, id, src, title]);
  // eslint-disable-next-line jsx-a11y/iframe-has-title -- the site's own frame, its title as the site gave it
  if (src && !external) return <iframe ref={ref} {...props} />;
  if (external && !report) return <FrameLinkView frame={{ src, title }} label="{host} ↗" />;
  return <span ref={ref as Ref<HTMLSpanElement> | undefined} hidden />;
}

function FrameLinkView({ frame, label }: { frame: FrameLink; label: string }) {
  const text = label.replace('{host}', hostOf(frame.src));
  return (
    <p className="external-frame">
      <a href={frame.src} target="_blank" rel="noopener noreferrer">
        {frame.title ? `${frame.title}: ${text}` : text}
      </a>
    </p>
  );
}

/**
 * A site component that renders external frames, followed by a link for each (they stay when
 * the component drops its frame for its fallback). `label` holds `{host}`.
 */
export function ExternalFrameLinks({ label, children }: { label: string; children: ReactNode }) {
  const [frames, setFrames] = useState<ReadonlyMap<string, FrameLink>>(new Map());
  const [report] = useState(() => {
    const update: Report = (id, frame) =>
      setFrames((known) => {
        const was = known.get(id);
        return was && was.src === frame.src && was.title === frame.title ? known : new Map(known).set(id, frame);
      });
    return update;
  });
  return (
    <>
      <FramesContext.Provider value={report}>{children}</FramesContext.Provider>
      {[...frames].map(([id, frame]) => (
        <FrameLinkView key={id} frame={frame} label={label} />
      ))}
    </>
  );
}
