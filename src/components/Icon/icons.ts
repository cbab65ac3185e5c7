import {
  ArrowLeft, ArrowRight, Award, Baby, BadgeCheck, BookOpen, Briefcase, Building2, Calendar, ChartBar,
  ChevronDown, CircleCheck, Clipboard, ClipboardCheck, Clock, Download, ExternalLink, Eye, Factory,
  FileCheck, FileText, FlaskConical, Gavel, Globe, GraduationCap, Handshake, HeartPulse, Landmark,
  Leaf, Lightbulb, Link, Lock, Mail, Map as MapIcon, MapPin, Menu, Microscope, Network, Package, Pause, Phone,
  Pill, Play, RefreshCw, Scale, Search, Share2, Shield, ShieldCheck, Star, Stamp, Syringe, Target,
  Thermometer, TrendingUp, TriangleAlert, Truck, Users, X,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../content/types';

/** Content icons (named in content records) and the interface icons components use. */
export const contentIcons: Record<IconName, LucideIcon> = {
  pill: Pill, syringe: Syringe, shield: Shield, shieldCheck: ShieldCheck, badgeCheck: BadgeCheck,
  award: Award, globe: Globe, map: MapIcon, mapPin: MapPin, building: Building2, landmark: Landmark,
  scale: Scale, gavel: Gavel, fileText: FileText, fileCheck: FileCheck, clipboard: Clipboard,
  clipboardCheck: ClipboardCheck, search: Search, users: Users, handshake: Handshake, truck: Truck,
  thermometer: Thermometer, flask: FlaskConical, microscope: Microscope, heartPulse: HeartPulse,
  baby: Baby, package: Package, chartBar: ChartBar, trendingUp: TrendingUp, clock: Clock,
  calendar: Calendar, phone: Phone, mail: Mail, lightbulb: Lightbulb, graduationCap: GraduationCap,
  briefcase: Briefcase, stamp: Stamp, network: Network, target: Target, checkCircle: CircleCheck,
  download: Download, play: Play, bookOpen: BookOpen, factory: Factory, leaf: Leaf, lock: Lock,
  eye: Eye, refresh: RefreshCw, alert: TriangleAlert, star: Star,
};

export const uiIcons = {
  menu: Menu, close: X, chevronDown: ChevronDown, arrowRight: ArrowRight, arrowLeft: ArrowLeft,
  share: Share2, link: Link, pause: Pause, externalLink: ExternalLink,
} as const;

export type UiIconName = keyof typeof uiIcons;
export type AnyIconName = IconName | UiIconName;

export function iconFor(name: AnyIconName): LucideIcon {
  return name in uiIcons ? uiIcons[name as UiIconName] : contentIcons[name as IconName];
}
