import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/** /services/nafdac: NAFDAC registration, Nigeria (FR). */
export const nafdac: ServiceDetail = {
  path: '/services/nafdac',
  meta: {
    title: `Enregistrement auprès de la NAFDAC | ${site.shortName}`,
    description:
      'Enregistrement des médicaments, aliments, cosmétiques et dispositifs médicaux auprès de la NAFDAC au Nigeria : dossiers, représentation locale, inspections.',
  },
  hero: {
    eyebrow: 'Accès au marché nigérian',
    title: 'Enregistrement auprès de la NAFDAC',
    lead: `Tout produit réglementé vendu au Nigeria doit être enregistré auprès de la National Agency for Food and Drug Administration and Control (NAFDAC), l’agence nigériane de réglementation des aliments et des médicaments. ${site.shortName} prépare votre demande, assure la liaison avec l’agence et suit le dossier jusqu’à l’autorisation.`,
    actions: [{ label: 'Lancer l’enregistrement', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '200 M+', label: 'Habitants au Nigeria, premier marché d’Afrique de l’Ouest' },
      { value: '15', label: 'Années d’expérience réglementaire' },
      { value: '90 %', label: 'Taux d’approbation de nos demandes dès le premier cycle' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'À propos de la NAFDAC',
      paragraphs: [
        'Créée en 1993, la National Agency for Food and Drug Administration and Control (NAFDAC) réglemente la fabrication, l’importation, l’exportation, la publicité, la distribution, la vente et l’utilisation des aliments, des médicaments, des cosmétiques, des dispositifs médicaux, des produits chimiques et de l’eau conditionnée au Nigeria.',
        'Un fabricant étranger ne peut pas être directement titulaire d’un enregistrement NAFDAC : il désigne une société immatriculée au Nigeria pour agir en qualité de représentant local. L’enregistrement comprend l’examen des documents, l’inspection du site de fabrication et l’analyse en laboratoire d’échantillons du produit ; il doit être renouvelé périodiquement.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services NAFDAC',
      items: [
        {
          title: 'Enregistrement des produits',
          description:
            'Préparation et dépôt des demandes d’enregistrement pour les médicaments, les aliments, les cosmétiques, les dispositifs médicaux et les produits chimiques.',
          icon: 'fileCheck',
        },
        {
          title: 'Représentation locale',
          description:
            'Conseil sur la désignation d’une société nigériane comme représentant autorisé, et coordination avec celle-ci tout au long de la procédure.',
          icon: 'handshake',
        },
        {
          title: 'Préparation aux inspections',
          description:
            'Préparation des sites de fabrication et des entrepôts aux inspections de la NAFDAC portant sur les bonnes pratiques de fabrication (BPF) et sur le stockage.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Renouvellements et modifications',
          description:
            'Renouvellement des enregistrements en temps utile et notification des modifications concernant les produits, les étiquettes, les sites ou la propriété.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Documents requis',
      intro: 'Une demande type pour un médicament importé comprend :',
      items: [
        'Une procuration notariée du fabricant en faveur du représentant nigérian',
        'Le certificat d’immatriculation du représentant nigérian, délivré par la Corporate Affairs Commission',
        'Un certificat de produit pharmaceutique (CPP) ou un certificat de libre vente délivré par l’autorité de réglementation du pays d’origine',
        'Un certificat BPF pour le site de fabrication',
        'La preuve de l’enregistrement ou du dépôt de la marque au Nigeria',
        'Le dossier du produit au format du document technique commun (CTD)',
        'Le certificat d’analyse du produit fini',
        'Des échantillons, des étiquettes et des notices du produit',
      ],
    },
    {
      kind: 'cards',
      heading: 'Pourquoi travailler avec nous',
      items: [
        {
          title: 'Des dossiers complets dès le premier dépôt',
          description: 'Les documents sont vérifiés au regard des exigences en vigueur de la NAFDAC avant le dépôt, ce qui prévient les demandes de compléments inutiles.',
          icon: 'checkCircle',
        },
        {
          title: 'Des délais prévisibles',
          description: 'Vous recevez dès le départ un calendrier réaliste pour l’examen des documents, l’inspection et l’analyse en laboratoire.',
          icon: 'calendar',
        },
        {
          title: 'Préparation à l’inspection',
          description: 'Les sites sont préparés à l’avance à l’inspection BPF.',
          icon: 'factory',
        },
        {
          title: 'Une communication claire',
          description: 'Des points d’avancement réguliers sur chaque dossier, dans un langage clair.',
          icon: 'mail',
        },
        {
          title: 'Une vision régionale',
          description: 'Votre enregistrement au Nigeria est planifié en cohérence avec vos enregistrements sur les autres marchés d’Afrique de l’Ouest.',
          icon: 'globe',
        },
        {
          title: 'Une conformité suivie dans la durée',
          description: 'Les dates de renouvellement, les modifications et les obligations post-commercialisation sont suivies pour vous.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Processus d’enregistrement',
      steps: [
        {
          title: 'Documentation',
          description:
            'Nous rassemblons et vérifions les documents, confirmons le représentant local et préparons la demande.',
        },
        {
          title: 'Dépôt et examen des documents',
          description:
            'La demande est déposée auprès de la NAFDAC, les redevances sont acquittées et l’agence examine les documents ; nous répondons à toute question.',
        },
        {
          title: 'Inspection et analyse en laboratoire',
          description:
            'La NAFDAC inspecte le site de fabrication lorsque cela est requis et analyse des échantillons du produit dans ses laboratoires.',
        },
        {
          title: 'Autorisation',
          description:
            'Après approbation, la NAFDAC délivre le numéro et le certificat d’enregistrement, et nous inscrivons la date de renouvellement à notre échéancier.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Mettez vos produits sur le marché nigérian',
    text: 'Envoyez-nous la liste de vos produits. Nous vous confirmerons les documents nécessaires et vous communiquerons un calendrier réaliste pour l’enregistrement auprès de la NAFDAC.',
    actions: [{ label: 'Commencer dès aujourd’hui', href: '/contact', variant: 'primary' }],
  },
};
