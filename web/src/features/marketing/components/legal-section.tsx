import type { ReactNode } from 'react';

export interface LegalSectionContent {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * One numbered section of a policy. It can take focus, so a table-of-contents jump moves keyboard
 * users there too; scroll-margin keeps its heading clear of the sticky header.
 */
export function LegalSection({ id, title, body, number }: LegalSectionContent & { number: number }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className="scroll-mt-24 outline-none">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold tracking-tight">
        {number}. {title}
      </h2>
      <div className="text-muted-foreground flex flex-col gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5">
        {body}
      </div>
    </section>
  );
}

/** The sections of a policy, numbered in order. */
export function LegalSections({ sections }: { sections: readonly LegalSectionContent[] }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section, index) => (
        <LegalSection key={section.id} number={index + 1} {...section} />
      ))}
    </div>
  );
}
