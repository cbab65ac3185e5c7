import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/regulatory: Regulatory Compliance Services (FR). As in English, the WAHO
 * and ECOWAS cards count the countries of each region (15), not members (see the English module).
 */
export const regulatory: ServiceDetail = {
  path: '/services/regulatory',
  meta: {
    title: `Services de conformité réglementaire | ${site.shortName}`,
    description:
      'Conseil en conformité réglementaire pour les médicaments et produits de santé en Afrique, auprès de l’OOAS, de l’AMA, de la CEDEAO et des autorités nationales.',
  },
  hero: {
    eyebrow: 'Conformité réglementaire',
    title: 'Services de conformité réglementaire',
    lead: `${site.shortName} accompagne les fabricants, les importateurs et les institutions publiques dans l’application des règles régionales et nationales qui encadrent les médicaments et les produits de santé en Afrique, du premier diagnostic des écarts jusqu’au maintien de la conformité après l’autorisation.`,
    actions: [{ label: 'Évaluation de conformité', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '98 %', label: 'Taux de réussite des demandes d’autorisation' },
      { value: '12', label: 'Pays africains desservis' },
      { value: '50+', label: 'Organismes de réglementation avec lesquels nous travaillons' },
      { value: '15+', label: 'Années d’expérience réglementaire' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Organismes régionaux de réglementation',
      intro:
        'Les organismes régionaux définissent les cadres harmonisés que les autorités nationales de réglementation appliquent. Nous travaillons avec chacun d’eux pour le compte de nos clients.',
      items: [
        {
          title: 'OOAS',
          description:
            'L’Organisation Ouest Africaine de la Santé (OOAS), institution spécialisée de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) dans le domaine de la santé, coordonne l’harmonisation de la réglementation des médicaments en Afrique de l’Ouest.',
          icon: 'heartPulse',
          meta: '15 pays',
          features: [
            'Préparation des dossiers régionaux',
            'Appui aux évaluations conjointes',
            'Préparation aux inspections des bonnes pratiques de fabrication (BPF)',
            'Suivi des enregistrements nationaux',
          ],
        },
        {
          title: 'AMA',
          description:
            'L’Agence africaine du médicament (AMA), institution spécialisée de l’Union africaine (UA), met en place la coordination de la réglementation des médicaments à l’échelle du continent.',
          icon: 'globe',
          meta: 'Échelle continentale',
          features: [
            'Évaluation de l’état de préparation à l’harmonisation',
            'Alignement sur les lignes directrices continentales',
            'Stratégie fondée sur les procédures régionales de confiance réglementaire (reliance)',
            'Veille et actualités réglementaires',
          ],
        },
        {
          title: 'CEDEAO',
          description:
            'La Communauté économique des États de l’Afrique de l’Ouest fixe les règles commerciales, douanières et normatives applicables à la circulation des marchandises dans la région.',
          icon: 'handshake',
          meta: '15 pays de la région',
          features: [
            'Planification de l’entrée sur le marché',
            'Conseil sur le Schéma de libéralisation des échanges',
            'Conformité aux normes et aux règles d’étiquetage',
            'Appui à la distribution transfrontalière',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Services de conformité',
      items: [
        {
          title: 'Stratégie réglementaire',
          description:
            'Voies d’enregistrement, calendriers et budgets, marché par marché, pour l’enregistrement de vos produits auprès des autorités régionales et nationales.',
          icon: 'target',
        },
        {
          title: 'Préparation des dossiers',
          description:
            'Constitution et revue des dossiers d’enregistrement au format du document technique commun (CTD), adaptés à chaque autorité.',
          icon: 'fileText',
        },
        {
          title: 'Audits BPF et qualité',
          description:
            'Inspections simulées et analyses des écarts au regard des bonnes pratiques de fabrication de l’Organisation mondiale de la Santé (OMS), avec des plans d’actions correctives avant la visite de l’autorité.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Conformité post-autorisation',
          description:
            'Modifications, renouvellements, obligations de pharmacovigilance et mises à jour de l’étiquetage, gérés pendant toute la durée de validité de chaque autorisation.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Secteurs desservis',
      items: [
        'Fabrication pharmaceutique',
        'Vaccins et produits biologiques',
        'Dispositifs médicaux et diagnostics',
        'Médicaments à base de plantes et médicaments traditionnels',
        'Aliments et compléments alimentaires',
        'Cosmétiques et produits d’hygiène corporelle',
        'Médicaments vétérinaires',
        'Importation et distribution pharmaceutiques',
      ],
    },
    {
      kind: 'process',
      heading: 'Notre démarche',
      steps: [
        {
          title: 'Évaluation',
          description:
            'Nous examinons vos produits, votre documentation et vos marchés cibles, et identifions les écarts au regard de chaque exigence applicable.',
        },
        {
          title: 'Stratégie',
          description:
            'Nous définissons la voie réglementaire, l’ordre des soumissions, le calendrier et le budget, et les arrêtons avec vous.',
        },
        {
          title: 'Mise en œuvre',
          description:
            'Nous préparons et déposons les dossiers, coordonnons les inspections et répondons aux questions des autorités jusqu’à l’autorisation.',
        },
        {
          title: 'Suivi',
          description:
            'Nous suivons les évolutions réglementaires, les renouvellements et les obligations post-autorisation, et vous indiquons en temps utile ce qu’il convient de faire.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Sachez où vous en êtes avant de soumettre',
    text: 'Une évaluation de conformité expose ce que chaque autorité attendra de vos produits et de votre documentation, et ce qu’il faut faire pour combler les écarts.',
    actions: [{ label: 'Évaluation de conformité', href: '/contact', variant: 'primary' }],
  },
};
