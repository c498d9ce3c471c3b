import {
  CalendarClock,
  CalendarDays,
  CircleUserRound,
  FolderOpen,
  LayoutDashboard,
  UserRound,
} from 'lucide-react';
import { SideNavLayout } from '@/app/layouts/side-nav-layout';
import type { NavItem } from '@/app/layouts/nav-types';

const items: NavItem[] = [
  { label: 'Dashboard', to: '/psychologist/app/dashboard', icon: LayoutDashboard },
  {
    label: 'Atendimentos',
    mobileLabel: 'Agendamentos',
    to: '/psychologist/app/appointments',
    icon: CalendarDays,
  },
  { label: 'Prontuários', to: '/psychologist/app/records', icon: FolderOpen },
  { label: 'Horários', to: '/psychologist/app/opening-hours', icon: CalendarClock },
  { label: 'Perfil', to: '/psychologist/app/profile', icon: UserRound },
  { label: 'Minha conta', to: '/psychologist/app/account', icon: CircleUserRound },
];

export default function PsychologistLayout() {
  return <SideNavLayout role="psychologist" items={items} />;
}
