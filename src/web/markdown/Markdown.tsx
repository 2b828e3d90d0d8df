import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './parse-markdown';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'code':
        return (
          <code key={i} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">
            {node.text}
          </code>
        );
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'image':
        // Described by its alt text; lazy, and never wider than the text column.
        return <img key={i} src={node.src} alt={node.alt} loading="lazy" className="my-4 inline-block h-auto max-w-full rounded-lg" />;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={i} to={node.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={i} href={node.href} rel="noopener noreferrer" target="_blank" className="font-medium text-brand-700 underline underline-offset-2">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** `table` numbers the tables (1, 2…) so each scrollable table region has its own name. */
function renderBlock(block: Block, i: number, table: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4';
      const size = block.level === 2 ? 'mt-8 text-xl' : 'mt-6 text-lg';
      return (
        <Tag key={i} className={`${size} font-semibold text-slate-900`}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={i} className="mt-4 leading-7">
          {renderInline(block.children)}
        </p>
      );
    case 'quote':
      return (
        <blockquote key={i} className="mt-4 border-l-4 border-brand-200 pl-4 text-slate-600 italic">
          {renderInline(block.children)}
        </blockquote>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={i} className={`mt-4 space-y-1.5 pl-6 leading-7 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, j) => (
            <li key={j}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'table':
      return (
        // A wide table scrolls sideways; keyboard users reach the scroll by focusing the region.
        <div
          key={i}
          role="region"
          aria-label={`Table ${table}`}
          tabIndex={0}
          className="mt-5 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {block.head.map((cell, j) => (
                  <th key={j} scope="col" className="px-3 py-2 font-semibold">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {block.rows.map((row, j) => (
                <tr key={j}>
                  {row.map((cell, k) => (
                    <td key={k} className="px-3 py-2 tabular-nums">
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function numberTables(blocks: Block[]): { block: Block; table: number }[] {
  let tables = 0;
  return blocks.map((block) => ({ block, table: block.kind === 'table' ? ++tables : 0 }));
}

/** Catalogue Markdown as React elements (never raw HTML). */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  return <div className={`text-slate-700 [&>*:first-child]:mt-0 ${className}`}>{numberTables(parseMarkdown(source)).map(({ block, table }, i) => renderBlock(block, i, table))}</div>;
}
