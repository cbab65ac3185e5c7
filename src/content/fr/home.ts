import { servicePath } from '../services/manifest';
import { site } from '../site';
import type { HomeContent } from '../types';
import { office } from './office';

export const home: HomeContent = {
  meta: {
    title: `${site.name} | Médicaments et affaires réglementaires en Afrique de l’Ouest`,
    description: `Depuis Accra, ${site.shortName} fournit des antipaludiques préqualifiés par l’OMS et accompagne l’enregistrement, les marques et la conformité en Afrique de l’Ouest.`,
  },
  hero: {
    eyebrow: `${office.location} · Depuis ${site.founded}`,
    title: "Des médicaments de qualité et une expertise réglementaire pour l’Afrique de l’Ouest",
    lead: `${site.name} fournit aux gouvernements et aux établissements de santé des médicaments antipaludiques préqualifiés par l’Organisation mondiale de la Santé (OMS) ou approuvés par une autorité de réglementation rigoureuse, et accompagne les fabricants et les titulaires de marques dans l’enregistrement, la protection des marques et la conformité réglementaire dans toute la région.`,
    actions: [
      { label: 'Découvrir nos services', href: '/services', variant: 'primary' },
      { label: 'Nous contacter', href: '/contact', variant: 'outline' },
    ],
  },
  stats: {
    heading: 'Quinze ans de résultats',
    intro: 'Des chiffres issus de notre collaboration avec des ministères, des programmes de santé publique et des partenaires pharmaceutiques à travers le continent.',
    items: [
      { value: '500+', label: 'Contrats publics' },
      { value: '15', label: "Années d’expérience" },
      { value: '12', label: 'Pays africains' },
      { value: '50+', label: 'Partenaires pharmaceutiques' },
    ],
  },
  services: {
    heading: 'Nos activités',
    intro: "Quatre domaines d’activité, pris en charge par une seule équipe qui connaît à la fois les médicaments et la réglementation qui les encadre.",
    items: [
      {
        title: "Vente d’antipaludiques",
        description:
          "Fourniture de médicaments antipaludiques préqualifiés par l’OMS ou approuvés par une autorité de réglementation rigoureuse, des combinaisons thérapeutiques à base d’artémisinine (CTA) aux injectables contre le paludisme grave, pour les appels d’offres publics, les commandes en gros et les établissements de santé.",
        icon: 'pill',
        action: { label: 'En savoir plus', href: servicePath('malariaDrugs') },
      },
      {
        title: 'Enregistrement de marques',
        description:
          "Protection des marques pharmaceutiques et de grande consommation par des dépôts nationaux, par le système régional de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO) et par l’enregistrement international en vertu du Protocole de Madrid.",
        icon: 'stamp',
        action: { label: 'En savoir plus', href: servicePath('trademark') },
      },
      {
        title: 'Services réglementaires',
        description:
          "Enregistrement des produits et accompagnement en matière de conformité auprès des autorités nationales et régionales : Food and Drugs Authority (FDA) du Ghana, NAFDAC, Organisation Ouest Africaine de la Santé (OOAS), préqualification de l’OMS et harmonisation portée par l’Agence africaine du médicament (AMA).",
        icon: 'shieldCheck',
        action: { label: 'En savoir plus', href: servicePath('regulatory') },
      },
      {
        title: 'Relations institutionnelles',
        description:
          "Des échanges clairs et rigoureusement documentés avec les ministères de la Santé, les agences d’achat et les programmes de santé publique, de la préparation des appels d’offres à l’exécution des contrats.",
        icon: 'landmark',
        action: { label: 'En savoir plus', href: '/services' },
      },
    ],
  },
  approach: {
    heading: 'Notre méthode',
    intro: "L’approvisionnement en santé publique et le travail réglementaire laissent peu de place à l’erreur. Notre approche est rigoureuse et documentée à chaque étape.",
    items: [
      {
        title: 'La qualité avant le volume',
        description:
          "Nous nous approvisionnons exclusivement auprès de fabricants dont les produits sont préqualifiés par l’OMS ou approuvés par l’autorité nationale compétente, et nous vérifions la documentation de chaque lot.",
        icon: 'badgeCheck',
      },
      {
        title: 'La réglementation, une discipline',
        description:
          "Notre équipe réglementaire suit de près les exigences de chaque autorité, prépare des dossiers complets et anticipe les questions avant qu’elles ne retardent une approbation.",
        icon: 'clipboardCheck',
      },
      {
        title: 'Présence locale, portée régionale',
        description: `Depuis notre siège, à ${office.location}, nous travaillons avec des autorités, des distributeurs et des partenaires dans douze pays africains, avec des équipes qui connaissent chaque marché.`,
        icon: 'globe',
      },
      {
        title: 'Des partenariats durables',
        description:
          'Nous mesurons notre réussite à la solidité de nos relations avec les ministères, les programmes et les fabricants, fondées sur des livraisons fiables et une communication transparente.',
        icon: 'handshake',
      },
    ],
  },
  partnership: {
    heading: 'Travaillons ensemble',
    text: `Que vous prépariez un achat, l’enregistrement d’un médicament ou la protection d’une marque, ${site.shortName} peut vous accompagner. Présentez-nous vos besoins : nous vous répondrons sous 24 heures.`,
    actions: [{ label: 'Prendre contact', href: '/contact', variant: 'primary' }],
  },
};
