/** The trail from the sidebar group to the page. */
export function Breadcrumbs({ items, title }: { items: { label: string; url?: string }[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.url ? <a href={item.url}>{item.label}</a> : item.label}</li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
