import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/aripo: ARIPO Trademark Services (FR).
 * Same country choice as the English page: the 19 long-standing ARIPO members; the three
 * newest (Mauritius, Seychelles, Cabo Verde) are named in the countries intro.
 */
export const aripo: ServiceDetail = {
  path: '/services/aripo',
  meta: {
    title: `Services de marques ARIPO | ${site.shortName}`,
    description:
      'Protection régionale des marques via l’ARIPO et le Protocole de Banjul : recherches, dépôt, examen, oppositions et renouvellements dans 19 États membres.',
  },
  hero: {
    eyebrow: 'Protection régionale des marques',
    title: 'Services de marques ARIPO',
    lead: `${site.shortName} dépose et gère des demandes d’enregistrement de marques auprès de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO), afin qu’une seule demande bien préparée puisse protéger votre marque sur plusieurs marchés africains à la fois.`,
    actions: [{ label: 'Déposer une demande ARIPO', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '19', label: 'États membres de l’ARIPO couverts' },
      { value: '70 %', label: 'Économies potentielles sur les taxes officielles par rapport à des dépôts nationaux séparés' },
      { value: '12 à 18 mois', label: 'Délai habituel d’enregistrement' },
      { value: '1976', label: 'Année de création de l’ARIPO' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Qu’est-ce que l’ARIPO ?',
      paragraphs: [
        'L’Organisation régionale africaine de la propriété intellectuelle (ARIPO) est une organisation intergouvernementale créée par l’Accord de Lusaka du 9 décembre 1976. Son secrétariat est établi à Harare, au Zimbabwe, et elle compte aujourd’hui 22 États membres, situés pour la plupart en Afrique orientale, australe et occidentale.',
        'Les marques sont enregistrées en vertu du Protocole de Banjul relatif aux marques, adopté en 1993. Une demande unique, déposée auprès de l’ARIPO ou par l’intermédiaire de l’office d’un État contractant, désigne les États dans lesquels la protection est demandée. Une fois enregistrée, la marque produit ses effets dans chaque État désigné.',
        'Tous les États membres ne sont pas parties au Protocole de Banjul, et certains États contractants ne lui ont pas encore donné plein effet dans leur droit national. Nous indiquons donc, pays par pays, si une désignation ARIPO est l’outil approprié ou si un dépôt national offre une protection plus sûre.',
      ],
    },
    {
      kind: 'checklist',
      heading: 'Avantages de la voie ARIPO',
      items: [
        'Une seule demande couvre plusieurs pays désignés',
        'Un seul ensemble de taxes versé à l’ARIPO au lieu de taxes nationales distinctes',
        'Un examen de forme centralisé et un certificat d’enregistrement unique',
        'Un enregistrement de dix ans, renouvelable de façon centralisée par périodes de dix ans',
        'Les changements de titulaire, de nom ou d’adresse inscrits une seule fois, avec effet dans chaque État désigné',
      ],
    },
    {
      kind: 'cards',
      heading: 'Principaux avantages',
      items: [
        {
          title: 'Maîtrise des coûts',
          description:
            'Un dépôt unique et un renouvellement unique remplacent une série de procédures nationales, ce qui réduit sensiblement les taxes officielles et les honoraires des mandataires.',
          icon: 'chartBar',
        },
        {
          title: 'Gestion simplifiée',
          description:
            'Un seul numéro d’enregistrement, une seule date de renouvellement et un seul dossier à tenir, au lieu d’un titre distinct dans chaque pays.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Portée régionale',
          description:
            'Une protection sur plusieurs marchés d’Afrique orientale, australe et occidentale à partir d’une seule demande, selon vos projets de distribution.',
          icon: 'map',
        },
        {
          title: 'Un suivi local averti',
          description:
            'Lorsqu’un office désigné soulève une objection ou que le droit local impose un dépôt national, notre réseau de mandataires locaux agit pour votre compte.',
          icon: 'users',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'États membres de l’ARIPO couverts',
      intro:
        'Notre pôle ARIPO couvre les 19 États membres de longue date ci-dessous : par une désignation ARIPO lorsque le Protocole de Banjul s’applique, par un dépôt national dans le cas contraire. Pour les trois membres les plus récents, Maurice (depuis 2020), les Seychelles et Cabo Verde (tous deux depuis 2022), nous confirmons la voie disponible au cas par cas.',
      countries: [
        { name: 'Botswana' },
        { name: 'Eswatini' },
        { name: 'Gambie' },
        { name: 'Ghana' },
        { name: 'Kenya' },
        { name: 'Lesotho' },
        { name: 'Liberia' },
        { name: 'Malawi' },
        { name: 'Mozambique' },
        { name: 'Namibie' },
        { name: 'Rwanda' },
        { name: 'Sao Tomé-et-Principe' },
        { name: 'Sierra Leone' },
        { name: 'Somalie' },
        { name: 'Soudan' },
        { name: 'Tanzanie' },
        { name: 'Ouganda' },
        { name: 'Zambie' },
        { name: 'Zimbabwe' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services ARIPO',
      items: [
        {
          title: 'Recherches de disponibilité',
          description:
            'Recherches dans le registre de l’ARIPO et, si nécessaire, dans les registres nationaux, car une recherche ARIPO ne révèle pas les marques enregistrées uniquement au niveau national.',
          icon: 'search',
        },
        {
          title: 'Dépôt de la demande',
          description:
            'Préparation et dépôt de la demande, classement des produits et services, choix des États désignés et revendication de priorité, le cas échéant.',
          icon: 'fileText',
        },
        {
          title: 'Examen et objections des offices',
          description:
            'Suivi de l’examen par l’ARIPO et par les offices nationaux, et réponses motivées à tout refus émis par un office désigné.',
          icon: 'fileCheck',
        },
        {
          title: 'Procédures d’opposition',
          description:
            'Formation et défense d’oppositions après publication, et conseil sur un règlement amiable ou un accord de coexistence lorsque cela sert vos intérêts.',
          icon: 'scale',
        },
        {
          title: 'Renouvellements et inscriptions',
          description:
            'Renouvellement des enregistrements et inscription des cessions, des licences et des changements de nom ou d’adresse.',
          icon: 'refresh',
        },
        {
          title: 'Surveillance de portefeuille',
          description:
            'Surveillance des nouveaux dépôts ARIPO afin de détecter les marques conflictuelles, avec des alertes en temps utile pour vous permettre de former opposition avant l’enregistrement.',
          icon: 'eye',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Calendrier d’enregistrement ARIPO',
      intro: 'Étapes habituelles d’une demande de marque ARIPO. Les délais réels dépendent des offices désignés.',
      steps: [
        {
          title: 'Recherche et stratégie',
          description: 'Nous effectuons les recherches de disponibilité et convenons avec vous des États à désigner.',
          timeline: 'Semaines 1 et 2',
        },
        {
          title: 'Dépôt de la demande',
          description:
            'Nous préparons et déposons la demande auprès de l’ARIPO, en revendiquant la priorité d’un dépôt antérieur s’il en existe un.',
          timeline: 'Semaines 3 et 4',
        },
        {
          title: 'Examen de forme',
          description:
            'L’ARIPO vérifie le respect des conditions de forme et notifie la demande à chaque État désigné.',
          timeline: 'Mois 2 à 4',
        },
        {
          title: 'Examen au fond',
          description:
            'Chaque office désigné examine la demande au regard de son droit national ; nous répondons à toute objection qu’il soulève.',
          timeline: 'Mois 6 à 12',
        },
        {
          title: 'Enregistrement',
          description:
            'Après la publication et l’expiration du délai d’opposition, l’ARIPO enregistre la marque et délivre le certificat.',
          timeline: 'Mois 12 à 18',
        },
      ],
    },
  ],
  cta: {
    heading: 'Protégez votre marque dans les États membres de l’ARIPO',
    text: 'Indiquez-nous où vous vendez ou prévoyez de vendre. Nous vous recommanderons les désignations utiles et vous adresserons une estimation claire des taxes et des délais.',
    actions: [{ label: 'Déposer une demande ARIPO', href: '/contact', variant: 'primary' }],
  },
};
