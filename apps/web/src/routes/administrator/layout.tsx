import {
  Building2,
  House,
  Inbox,
  CircleUserRound,
  Mail,
  MessageSquareWarning,
  ScrollText,
  ShieldCheck,
  Stethoscope,
  UserX,
  Wallet,
} from 'lucide-react';
import { SideNavLayout } from '@/app/layouts/side-nav-layout';
import type { NavItem } from '@/app/layouts/nav-types';

const items: NavItem[] = [
  { label: 'Início', to: '/administrator/app/home', icon: House },
  { label: 'Administradores', to: '/administrator/app/administrators', icon: ShieldCheck },
  { label: 'Psicólogos', to: '/administrator/app/psychologists', icon: Stethoscope },
  { label: 'Empresas', to: '/administrator/app/companies', icon: Building2 },
  { label: 'Contestações', to: '/administrator/app/disputes', icon: MessageSquareWarning },
  { label: 'Repasses', to: '/administrator/app/payouts', icon: Wallet },
  { label: 'Mensagens', to: '/administrator/app/messages', icon: Mail },
  { label: 'Leads', to: '/administrator/app/leads', icon: Inbox },
  { label: 'Auditoria', to: '/administrator/app/audit-log', icon: ScrollText },
  { label: 'Solicitações de exclusão', to: '/administrator/app/deletion-requests', icon: UserX },
  { label: 'Minha conta', to: '/administrator/app/account', icon: CircleUserRound },
];

export default function AdministratorLayout() {
  return <SideNavLayout role="administrator" items={items} />;
}
