import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/** /services/who: WHO Prequalification Services (FR). */
export const who: ServiceDetail = {
  path: '/services/who',
  meta: {
    title: `Services de préqualification de l’OMS | ${site.shortName}`,
    description:
      'Accompagnement vers la préqualification de l’OMS des médicaments, vaccins, diagnostics et produits de lutte antivectorielle, de l’éligibilité à l’inscription.',
  },
  hero: {
    eyebrow: 'Normes internationales de qualité',
    title: 'Services de préqualification de l’OMS',
    lead: `La préqualification de l’Organisation mondiale de la Santé (OMS) atteste qu’un produit de santé répond aux normes internationales de qualité, de sécurité et d’efficacité ; elle ouvre l’accès aux achats des institutions des Nations Unies et des bailleurs de fonds internationaux de la santé. ${site.shortName} accompagne les fabricants à chaque étape.`,
    actions: [{ label: 'Lancer la préqualification', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '3 Md$+', label: 'Achats internationaux annuels fondés sur la préqualification' },
      { value: '194', label: 'États Membres de l’OMS' },
      { value: '85 %', label: 'Taux de réussite de nos clients' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'À propos de la préqualification de l’OMS',
      paragraphs: [
        'L’Organisation mondiale de la Santé a lancé la préqualification des médicaments en 2001, d’abord pour les traitements du VIH/sida, du paludisme et de la tuberculose. Les vaccins sont préqualifiés depuis 1987, et le programme couvre aujourd’hui également les produits de diagnostic in vitro, les produits de lutte antivectorielle et d’autres produits de santé prioritaires.',
        'La préqualification comprend l’évaluation du dossier du produit, l’inspection des sites de fabrication et, le cas échéant, des sites d’essais cliniques ou de bioéquivalence, ainsi qu’une surveillance continue après l’inscription sur la liste. Les institutions des Nations Unies, les bailleurs de fonds internationaux de la santé et de nombreuses autorités nationales de réglementation s’appuient sur ses résultats.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services de préqualification',
      items: [
        {
          title: 'Éligibilité et analyse des écarts',
          description:
            'Confirmation de l’éligibilité de votre produit et examen de votre dossier et de vos sites au regard des exigences de l’OMS.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Préparation du dossier',
          description:
            'Constitution du dossier au format du document technique commun (CTD), y compris les données de qualité et de bioéquivalence.',
          icon: 'fileText',
        },
        {
          title: 'Préparation aux inspections',
          description:
            'Inspections simulées des sites de fabrication, d’essais cliniques et de bioéquivalence au regard des bonnes pratiques de l’OMS.',
          icon: 'microscope',
        },
        {
          title: 'Maintien après inscription',
          description:
            'Gestion des modifications, des revues périodiques et de la requalification, afin que les produits inscrits le restent.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Programmes de préqualification',
      items: [
        {
          title: 'Médicaments',
          description:
            'Produits pharmaceutiques finis et principes actifs pharmaceutiques destinés aux maladies prioritaires, notamment le VIH, le paludisme, la tuberculose et la santé reproductive.',
          icon: 'pill',
        },
        {
          title: 'Vaccins',
          description: 'Vaccins destinés à être achetés par les institutions des Nations Unies pour les programmes nationaux de vaccination.',
          icon: 'syringe',
        },
        {
          title: 'Diagnostics in vitro',
          description: 'Tests de diagnostic des maladies prioritaires, évalués sur le plan de la qualité, de la sécurité et des performances.',
          icon: 'flask',
        },
        {
          title: 'Produits de lutte antivectorielle',
          description: 'Produits tels que les moustiquaires imprégnées d’insecticide et les insecticides pour pulvérisation intradomiciliaire à effet rémanent, utilisés contre les vecteurs du paludisme.',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Avantages de la préqualification',
      items: [
        {
          title: 'Accès aux appels d’offres internationaux',
          description: 'Les produits préqualifiés sont éligibles aux achats des institutions des Nations Unies et des bailleurs de fonds internationaux de la santé.',
          icon: 'briefcase',
        },
        {
          title: 'Un enregistrement national plus rapide',
          description: 'De nombreuses autorités nationales de réglementation peuvent enregistrer les produits préqualifiés au moyen de la procédure collaborative d’enregistrement de l’OMS.',
          icon: 'clock',
        },
        {
          title: 'Une qualité reconnue',
          description: 'La préqualification est un gage largement reconnu de qualité, de sécurité et d’efficacité.',
          icon: 'award',
        },
        {
          title: 'Une position renforcée sur le marché',
          description: 'L’inscription sur la liste distingue vos produits sur des marchés publics et privés concurrentiels.',
          icon: 'trendingUp',
        },
        {
          title: 'De meilleurs systèmes qualité',
          description: 'La démarche renforce la fabrication et le management de la qualité dans l’ensemble de vos activités.',
          icon: 'shieldCheck',
        },
        {
          title: 'Un impact sur la santé publique',
          description: 'Vos produits atteignent les patients des pays qui ont le plus besoin de médicaments de qualité garantie.',
          icon: 'heartPulse',
        },
      ],
    },
    {
      kind: 'stats',
      heading: 'Chiffres clés',
      stats: [
        { value: '500+', label: 'Produits préqualifiés' },
        { value: '150+', label: 'Fabricants de produits préqualifiés' },
        { value: '70+', label: 'Pays approvisionnés par les achats internationaux' },
      ],
    },
    {
      kind: 'process',
      heading: 'Processus de préqualification',
      steps: [
        {
          title: 'Vérification de l’éligibilité',
          description: 'Nous vérifions que le produit relève d’un appel à manifestation d’intérêt de l’OMS en cours ou d’une liste d’éligibilité.',
        },
        {
          title: 'Analyse des écarts',
          description: 'Nous examinons votre dossier, vos données et vos sites au regard des exigences de l’OMS et planifions les mesures correctives nécessaires.',
        },
        {
          title: 'Préparation du dossier',
          description: 'Nous constituons le dossier et les données justificatives, y compris les données de bioéquivalence ou les données cliniques.',
        },
        {
          title: 'Soumission et évaluation',
          description: 'Nous soumettons le dossier et vous aidons à répondre rapidement et de façon complète aux questions des évaluateurs.',
        },
        {
          title: 'Inspection des sites',
          description: 'L’OMS inspecte les sites de fabrication et, le cas échéant, les sites d’essais cliniques ou de bioéquivalence ; nous vous y préparons au préalable.',
        },
        {
          title: 'Inscription et maintien',
          description: 'Une fois préqualifié, le produit est inscrit sur une liste publique ; nous gérons ensuite les modifications et la requalification.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ouvrez la voie aux achats internationaux',
    text: 'Parlez-nous des produits que vous souhaitez faire préqualifier. Nous évaluerons leur éligibilité et leur état de préparation, et vous proposerons un plan.',
    actions: [{ label: 'Commencer la démarche', href: '/contact', variant: 'primary' }],
  },
};
