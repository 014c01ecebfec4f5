import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/** The header's sections in a drawer on a phone; loaded at its first opening (app/ant-island.tsx). */
export default function PhoneNav({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title={title} className="phone-nav-drawer">
      <nav className="phone-nav" aria-label="main" data-testid="phone-nav">{children}</nav>
    </Drawer>
  );
}
