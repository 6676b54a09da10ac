import { useEffect, useState } from 'react';

/** Spec 2: a text file is shown as text. */
export function FileText({ blob }: { blob: Blob }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setText(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
    return () => reader.abort();
  }, [blob]);
  return (
    <pre className="bg-background mx-auto max-w-4xl rounded-md border p-4 text-sm whitespace-pre-wrap">{text}</pre>
  );
}
