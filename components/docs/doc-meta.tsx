/** The foot of a doc: when it last changed (git, or `last_update`) and where to edit it (unless `custom_edit_url: null`). */
export function DocMeta(props: {
  lastUpdated?: { day?: string; label: string };
  edit?: { href: string; label: string; hint: string };
}) {
  if (!props.edit && !props.lastUpdated) return null;
  return (
    <div className="doc-meta" data-pagefind-ignore>
      {props.edit && (
        <a className="doc-meta-edit" href={props.edit.href}>
          {props.edit.label}
          <span className="visually-hidden"> {props.edit.hint}</span>
        </a>
      )}
      {props.lastUpdated && (
        <p className="doc-meta-updated">
          {props.lastUpdated.day ? (
            <time dateTime={props.lastUpdated.day}>{props.lastUpdated.label}</time>
          ) : (
            props.lastUpdated.label
          )}
        </p>
      )}
    </div>
  );
}
