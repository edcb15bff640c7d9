/** The foot of a doc: when it last changed (when git knows) and where to edit it. */
export function DocMeta(props: { lastUpdated?: { day: string; label: string }; edit: { href: string; label: string; hint: string } }) {
  return (
    <div className="doc-meta" data-pagefind-ignore>
      <a className="doc-meta-edit" href={props.edit.href}>
        {props.edit.label}
        <span className="visually-hidden"> {props.edit.hint}</span>
      </a>
      {props.lastUpdated && (
        <p className="doc-meta-updated">
          <time dateTime={props.lastUpdated.day}>{props.lastUpdated.label}</time>
        </p>
      )}
    </div>
  );
}
