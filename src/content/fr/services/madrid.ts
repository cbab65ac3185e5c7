import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/madrid: Madrid Protocol Services (FR).
 * Same country choice as the English page: 21 African Madrid members; OAPI is named in
 * the countries intro, Cabo Verde is left out.
 */
export const madrid: ServiceDetail = {
  path: '/services/madrid',
  meta: {
    title: `Services du Protocole de Madrid | ${site.shortName}`,
    description:
      'Enregistrement international des marques selon le Protocole de Madrid : une demande à l’OMPI pour plus de 120 pays, dont les 21 membres africains couverts.',
  },
  hero: {
    eyebrow: 'Protection internationale des marques',
    title: 'Services du Protocole de Madrid',
    lead: `Le système de Madrid permet au titulaire d’une marque de la protéger dans de nombreux pays au moyen d’une seule demande internationale. ${site.shortName} prépare, dépose et gère des demandes selon le système de Madrid pour des clients établis au Ghana et dans toute l’Afrique.`,
    actions: [{ label: 'Déposer une demande Madrid', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '120+', label: 'Pays couverts par le système de Madrid' },
      { value: '21', label: 'Pays membres africains couverts' },
      { value: '70 %', label: 'Économies potentielles par rapport à des dépôts nationaux séparés' },
      { value: '8 à 15 mois', label: 'Délai habituel d’obtention de la protection' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Le système de Madrid en bref',
      paragraphs: [
        'Le système de Madrid concernant l’enregistrement international des marques est administré par l’Organisation Mondiale de la Propriété Intellectuelle (OMPI), à Genève. En vertu du Protocole de Madrid de 1989, le titulaire d’une marque nationale ou régionale dépose une seule demande internationale, dans une seule langue et moyennant un seul ensemble de taxes, et désigne les membres dans lesquels il demande la protection.',
        'Le Ghana étant membre du Protocole de Madrid, les entreprises établies au Ghana peuvent déposer leur demande par l’intermédiaire du Registrar-General’s Department, qui agit en qualité d’office d’origine. Chaque office désigné examine ensuite la marque selon son propre droit, et l’enregistrement international qui en résulte est géré de façon centralisée auprès de l’OMPI.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Principaux avantages',
      items: [
        {
          title: 'Des coûts réduits',
          description:
            'Une seule demande et un seul ensemble de taxes, payées en francs suisses à l’OMPI, au lieu de dépôts nationaux distincts confiés à des mandataires locaux dans chaque pays.',
          icon: 'chartBar',
        },
        {
          title: 'Simplicité',
          description:
            'Une seule demande dans une seule langue, déposée auprès de votre office d’origine, au lieu de formulaires, de langues et de procédures propres à chaque pays.',
          icon: 'fileCheck',
        },
        {
          title: 'Gestion centralisée',
          description:
            'Les renouvellements, les changements de titulaire et les changements de nom ou d’adresse sont inscrits une seule fois, avec effet pour chaque membre désigné.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Une marge de croissance',
          description:
            'De nouveaux marchés peuvent être ajoutés à tout moment à un enregistrement international existant par une désignation postérieure.',
          icon: 'trendingUp',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Pays membres africains couverts',
      intro:
        'Les 21 pays africains membres du Protocole de Madrid dans lesquels nous déposons et suivons des désignations. L’Organisation Africaine de la Propriété Intellectuelle (OAPI) est également membre du système de Madrid : la désignation de l’OAPI étend la protection à ses 17 États membres.',
      countries: [
        { name: 'Algérie' },
        { name: 'Botswana' },
        { name: 'Égypte' },
        { name: 'Eswatini' },
        { name: 'Gambie' },
        { name: 'Ghana' },
        { name: 'Kenya' },
        { name: 'Lesotho' },
        { name: 'Liberia' },
        { name: 'Madagascar' },
        { name: 'Malawi' },
        { name: 'Maroc' },
        { name: 'Mozambique' },
        { name: 'Namibie' },
        { name: 'Rwanda' },
        { name: 'Sao Tomé-et-Principe' },
        { name: 'Sierra Leone' },
        { name: 'Soudan' },
        { name: 'Tunisie' },
        { name: 'Zambie' },
        { name: 'Zimbabwe' },
      ],
    },
    {
      kind: 'process',
      heading: 'Déroulement d’une demande Madrid',
      steps: [
        {
          title: 'Demande de base',
          description:
            'Une demande Madrid doit reposer sur une demande ou un enregistrement de marque auprès de l’office d’origine. Nous déposons ou vérifions d’abord cette marque de base.',
          timeline: 'Préalable',
        },
        {
          title: 'Demande internationale',
          description:
            'Nous préparons la demande internationale, choisissons les désignations et la déposons par l’intermédiaire de l’office d’origine, qui la certifie et la transmet à l’OMPI.',
          timeline: 'Mois 1',
        },
        {
          title: 'Examen de forme',
          description:
            'L’OMPI vérifie le respect des conditions de forme et le classement, inscrit la marque au registre international et notifie chaque office désigné.',
          timeline: 'Mois 2 à 4',
        },
        {
          title: 'Examen national',
          description:
            'Chaque office désigné examine la marque selon son propre droit dans un délai de 12 ou 18 mois et peut émettre un refus provisoire, auquel nous répondons par l’intermédiaire de conseils locaux.',
          timeline: 'Mois 6 à 18',
        },
        {
          title: 'Protection accordée',
          description:
            'En l’absence de refus maintenu, la marque est protégée dans chaque membre désigné comme si elle y avait été enregistrée directement.',
          timeline: 'Mois 12 à 24',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Caractéristiques du système',
      items: [
        {
          title: 'Une seule demande',
          description: 'Un dépôt unique, en anglais, en français ou en espagnol, couvre tous les membres que vous désignez.',
          icon: 'fileText',
        },
        {
          title: 'Un seul ensemble de taxes',
          description: 'Un émolument de base et une taxe pour chaque désignation, payés une seule fois à l’OMPI en francs suisses.',
          icon: 'chartBar',
        },
        {
          title: 'Renouvellement centralisé',
          description: 'L’enregistrement international est renouvelé tous les dix ans par une seule demande adressée à l’OMPI.',
          icon: 'refresh',
        },
        {
          title: 'Désignations postérieures',
          description: 'D’autres membres peuvent être ajoutés à un enregistrement existant à mesure que vos marchés se développent.',
          icon: 'globe',
        },
        {
          title: 'Inscriptions centralisées',
          description: 'Les changements de titulaire, de nom, d’adresse ou de mandataire sont inscrits une seule fois au registre international.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Suivi en ligne',
          description: 'Chaque enregistrement international peut être suivi dans Madrid Monitor, la base de données publique de l’OMPI.',
          icon: 'eye',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Conditions à remplir',
      intro: 'Pour utiliser le système de Madrid, le déposant doit remplir trois conditions.',
      items: [
        'Marque de base : une demande ou un enregistrement de marque auprès de l’office d’origine, sur lequel repose la demande internationale',
        'Rattachement à un membre : la nationalité d’un membre du système de Madrid, un domicile ou un établissement industriel ou commercial effectif et sérieux sur son territoire',
        'Marque identique : la demande internationale doit porter sur la même marque que la marque de base, pour des produits et services compris dans la liste de celle-ci',
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services Madrid',
      items: [
        {
          title: 'Vérification des conditions',
          description: 'Confirmation de votre rattachement à un office d’origine et de la marque de base sur laquelle s’appuyer.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Recherches préalables',
          description: 'Recherches dans les pays que vous envisagez de désigner, avant tout engagement de taxes.',
          icon: 'search',
        },
        {
          title: 'Stratégie de désignation',
          description: 'Conseil sur les membres à désigner, et sur les cas où un dépôt régional ou national est plus adapté.',
          icon: 'target',
        },
        {
          title: 'Préparation de la demande',
          description: 'Rédaction de la demande internationale et d’une liste de produits et services acceptable pour l’OMPI.',
          icon: 'fileText',
        },
        {
          title: 'Réponses aux refus',
          description: 'Réponses coordonnées aux refus provisoires par l’intermédiaire de conseils locaux qualifiés.',
          icon: 'scale',
        },
        {
          title: 'Désignations postérieures',
          description: 'Extension d’enregistrements internationaux existants à de nouveaux marchés.',
          icon: 'globe',
        },
        {
          title: 'Suivi de la dépendance',
          description:
            'Protection de la marque de base pendant les cinq années au cours desquelles l’enregistrement international en dépend.',
          icon: 'shieldCheck',
        },
        {
          title: 'Renouvellements et inscriptions',
          description: 'Renouvellements décennaux et inscription des cessions, des licences et des changements de coordonnées.',
          icon: 'refresh',
        },
      ],
    },
  ],
  cta: {
    heading: 'Portez votre marque à l’international par une seule demande',
    text: 'Communiquez-nous votre marque de base et vos marchés cibles. Nous confirmerons que les conditions sont remplies et établirons une estimation des taxes de l’OMPI et des taxes de désignation.',
    actions: [{ label: 'Déposer une demande Madrid', href: '/contact', variant: 'primary' }],
  },
};
