import { BarChart3, CircleUserRound, ClipboardList, FileBarChart, LayoutDashboard, ShieldAlert, Users } from 'lucide-react';
import { SideNavLayout } from '@/app/layouts/side-nav-layout';
import type { NavItem } from '@/app/layouts/nav-types';

const items: NavItem[] = [
  { label: 'Dashboard', to: '/company/app/dashboard', icon: LayoutDashboard },
  { label: 'Uso do benefício', to: '/company/app/usage', icon: BarChart3 },
  { label: 'Gestão de cadastros', to: '/company/app/sectors', icon: Users },
  { label: 'Plano de ação', to: '/company/app/action-plan', icon: ClipboardList },
  { label: 'Riscos psicossociais', to: '/company/app/risk-surveys', icon: ShieldAlert },
  { label: 'Minha conta', to: '/company/app/account', icon: CircleUserRound },
  {
    label: 'Relatórios',
    to: '/company/app/reports',
    icon: FileBarChart,
    disabled: true,
    mobileOnly: true,
  },
];

/** The greeting uses the company's whole name (it is not a person). */
const companyName = (user: Record<string, unknown>) =>
  typeof user.name === 'string' ? user.name : '';

export default function CompanyLayout() {
  return <SideNavLayout role="company" items={items} greetingName={companyName} />;
}
