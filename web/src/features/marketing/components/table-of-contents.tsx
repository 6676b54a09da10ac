import { scrollToSection } from '../hooks/scroll';

interface TableOfContentsProps {
  sections: readonly { id: string; title: string }[];
}

/** Spec 2.1, /privacy: a list of the sections; choosing one scrolls to it. Sticky beside the text on wide screens. */
export function TableOfContents({ sections }: TableOfContentsProps) {
  return (
    <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
      <div className="bg-card rounded-xl border p-4 lg:border-0 lg:bg-transparent lg:p-0">
        <h2 id="toc-heading" className="mb-3 text-sm font-semibold">
          Table of contents
        </h2>
        <ol className="text-muted-foreground flex flex-col gap-2 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => {
                  // Scroll in place; a hash navigation would go through the router.
                  event.preventDefault();
                  scrollToSection(section.id);
                }}
                className="hover:text-foreground flex gap-2 underline-offset-4 hover:underline"
              >
                <span className="tabular-nums">{index + 1}.</span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
