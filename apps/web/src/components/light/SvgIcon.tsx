import './light.css';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const node = (n: AbstractNode, key?: number): React.ReactNode => {
  const { tag: Tag, attrs, children } = n as { tag: 'svg' | 'path'; attrs: Record<string, string>; children?: AbstractNode[] };
  return <Tag key={key} {...attrs}>{children?.map((c, i) => node(c, i))}</Tag>;
};

/**
 * One of Ant Design's outlined icons drawn from its SVG definition alone: the light screens show the same icons as
 * the rest without loading Ant Design's icon component and its style engine.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') throw new Error(`two-tone icon ${icon.name} is not drawn here`);
  const { attrs, children } = icon.icon;
  return (
    <span role="img" aria-hidden="true" className={`svg-icon${className ? ` ${className}` : ''}`}>
      <svg {...attrs} width="1em" height="1em" fill="currentColor">{children?.map((c, i) => node(c, i))}</svg>
    </span>
  );
}
