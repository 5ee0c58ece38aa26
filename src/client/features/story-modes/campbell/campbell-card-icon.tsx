import { Bell, Compass, DoorOpen, Flame, Gift, Hand, HeartHandshake, House, Route, Sunrise, Users, Zap, type LucideIcon } from 'lucide-react';
import type { CampbellIconName } from '../../../../shared/content/campbell-cards';

const ICONS: Record<CampbellIconName, LucideIcon> = { House, Bell, Hand, HeartHandshake, DoorOpen, Users, Compass, Flame, Gift, Route, Zap, Sunrise };

export function CampbellCardIcon({ name, className }: { name: CampbellIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
