import { site } from '../../site';
import type { ServiceDetail } from '../../types';
import { office } from '../office';

/** /services/ghana-fda: Ghana FDA Services (FR). */
export const ghanaFda: ServiceDetail = {
  path: '/services/ghana-fda',
  meta: {
    title: `Services auprès de la FDA du Ghana | ${site.shortName}`,
    description: `Enregistrement des médicaments, aliments, cosmétiques et dispositifs auprès de la Food and Drugs Authority du Ghana, par notre équipe réglementaire à ${office.city}.`,
  },
  hero: {
    eyebrow: 'Accès au marché ghanéen',
    title: 'Services auprès de la FDA du Ghana',
    lead: `Les médicaments, les aliments, les cosmétiques, les dispositifs médicaux et les autres produits réglementés doivent être enregistrés par la Food and Drugs Authority (FDA) du Ghana avant d’être vendus dans le pays. Depuis notre bureau à ${office.city}, ${site.shortName} prépare et suit vos demandes auprès de l’Autorité.`,
    actions: [{ label: 'Lancer l’enregistrement', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '32 M', label: 'Habitants sur le marché ghanéen' },
      { value: '95 %', label: 'Taux de réussite des demandes' },
      { value: '60 jours', label: 'Délai moyen de traitement' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'À propos de la Food and Drugs Authority',
      paragraphs: [
        'La Food and Drugs Authority est l’autorité nationale de réglementation des aliments, des médicaments, des cosmétiques, des substances chimiques ménagères, des dispositifs médicaux et des produits du tabac au Ghana. Elle exerce ses missions en vertu de la septième partie de la loi de 2012 sur la santé publique (Public Health Act, 2012, Act 851).',
        'Les produits fabriqués à l’étranger sont enregistrés par l’intermédiaire d’une société locale qui agit en qualité de demandeur au Ghana. L’Autorité évalue le dossier, peut inspecter le site de fabrication et analyse des échantillons avant d’accorder l’enregistrement.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services auprès de la FDA du Ghana',
      items: [
        {
          title: 'Enregistrement des produits',
          description: 'Préparation, dépôt et suivi des demandes d’enregistrement pour toutes les catégories de produits que l’Autorité réglemente.',
          icon: 'fileCheck',
        },
        {
          title: 'Appui aux inspections BPF',
          description: 'Préparation des sites de fabrication, au Ghana et à l’étranger, aux inspections des bonnes pratiques de fabrication (BPF) menées par la Food and Drugs Authority.',
          icon: 'factory',
        },
        {
          title: 'Permis d’importation et dédouanement',
          description: 'Appui pour l’obtention des permis d’importation et le dédouanement des produits réglementés aux points d’entrée.',
          icon: 'truck',
        },
        {
          title: 'Renouvellements et modifications',
          description: 'Renouvellement des enregistrements et notification des modifications de formule, d’étiquetage, de site ou de propriétaire.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Catégories d’enregistrement',
      items: [
        'Médicaments à usage humain',
        'Médicaments à base de plantes',
        'Vaccins et produits biologiques',
        'Médicaments vétérinaires',
        'Dispositifs médicaux et diagnostics in vitro',
        'Produits alimentaires et compléments alimentaires',
        'Cosmétiques',
        'Substances chimiques ménagères',
      ],
    },
    {
      kind: 'cards',
      heading: 'Pourquoi nous choisir',
      items: [
        {
          title: `Implantés à ${office.city}`,
          description: 'Notre équipe travaille à proximité de l’Autorité et suit chaque dossier en personne si nécessaire.',
          icon: 'mapPin',
        },
        {
          title: 'Des demandes complètes',
          description: 'Chaque dossier est vérifié au regard des lignes directrices en vigueur avant le dépôt, ce qui évite les questions inutiles.',
          icon: 'checkCircle',
        },
        {
          title: 'L’expérience des inspections',
          description: 'Nous préparons les sites de fabrication à l’inspection et les accompagnons pendant son déroulement.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Des délais clairs',
          description: 'Vous savez dès le départ ce que chaque étape exige et combien de temps elle devrait prendre.',
          icon: 'clock',
        },
        {
          title: 'Une planification régionale',
          description: 'Votre enregistrement au Ghana est planifié en cohérence avec vos enregistrements sur les autres marchés de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO).',
          icon: 'globe',
        },
        {
          title: 'Un accompagnement sur tout le cycle de vie',
          description: 'Les renouvellements, les modifications et les obligations post-commercialisation sont gérés pendant toute la durée de vie de chaque produit.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Processus d’enregistrement',
      steps: [
        {
          title: 'Revue préalable au dépôt',
          description: 'Nous confirmons la catégorie du produit, les lignes directrices applicables et les documents requis.',
        },
        {
          title: 'Préparation du dossier',
          description: 'Nous constituons la demande, les étiquettes et les certificats justificatifs, et organisons la fourniture des échantillons.',
        },
        {
          title: 'Dépôt et redevances',
          description: 'Nous déposons la demande auprès de l’Autorité et acquittons les redevances prescrites.',
        },
        {
          title: 'Évaluation et inspection',
          description: 'L’Autorité évalue le dossier, analyse les échantillons et, si nécessaire, inspecte le site de fabrication ; nous répondons à toute question.',
        },
        {
          title: 'Enregistrement',
          description: 'L’Autorité délivre l’enregistrement, et nous consignons la date de renouvellement ainsi que toute obligation post-autorisation.',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Exigences',
      intro: 'Exigences habituelles pour l’enregistrement d’un médicament. Les autres catégories obéissent à des principes similaires.',
      groups: [
        {
          title: 'Exigences relatives au demandeur et exigences administratives',
          items: [
            'Une société immatriculée au Ghana agissant en qualité de demandeur ou d’agent local',
            'Une lettre d’autorisation ou une procuration du fabricant',
            'Le formulaire de demande dûment rempli et le paiement des redevances prescrites',
            'Un certificat de produit pharmaceutique (CPP) ou un certificat de libre vente délivré dans le pays d’origine',
          ],
        },
        {
          title: 'Exigences techniques',
          items: [
            'Le dossier du produit au format du document technique commun (CTD)',
            'Un certificat BPF pour le site de fabrication',
            'Des données de stabilité adaptées aux conditions climatiques chaudes et humides',
            'Des échantillons du produit, le certificat d’analyse et des étiquettes conformes aux règles d’étiquetage du Ghana',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Enregistrez vos produits au Ghana',
    text: 'Présentez-nous vos produits. Nous vous confirmerons leur catégorie, les documents requis et un calendrier réaliste pour leur enregistrement.',
    actions: [{ label: 'Lancer votre enregistrement', href: '/contact', variant: 'primary' }],
  },
};
