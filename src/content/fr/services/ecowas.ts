import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/ecowas: ECOWAS Services (FR).
 * Same 15-country list as the English page; the prose and the countries intro state the
 * 2025 withdrawal of Burkina Faso, Mali and Niger. Capitals and populations as in English.
 */
export const ecowas: ServiceDetail = {
  path: '/services/ecowas',
  meta: {
    title: `Services CEDEAO | ${site.shortName}`,
    description:
      'S’implanter en Afrique de l’Ouest : règles commerciales de la CEDEAO, conformité, création de société, accès au marché des produits de santé et de consommation.',
  },
  hero: {
    eyebrow: 'Accès aux marchés ouest-africains',
    title: 'Services CEDEAO',
    lead: `La Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) relie certains des marchés à la croissance la plus rapide d’Afrique. ${site.shortName} aide les fabricants et les distributeurs à tirer parti des règles commerciales de la région, à satisfaire aux exigences de chaque pays en matière de produits et à s’y implanter durablement.`,
    actions: [{ label: 'Explorer les marchés de la CEDEAO', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '15', label: 'Pays de la région' },
      { value: '400 M', label: 'Population totale' },
      { value: '800 Md$', label: 'PIB cumulé' },
      { value: '6 M km²', label: 'Superficie totale' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'À propos de la CEDEAO',
      paragraphs: [
        'La Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) a été fondée le 28 mai 1975 par le traité de Lagos afin de promouvoir l’intégration économique en Afrique de l’Ouest. Un traité révisé, signé à Cotonou en 1993, a élargi son mandat ; sa Commission siège à Abuja, au Nigeria.',
        'Les règles de la CEDEAO relatives aux échanges de produits originaires, au tarif extérieur commun et à la libre circulation des personnes facilitent la desserte de plusieurs marchés ouest-africains à partir d’une seule base. Les médicaments, les aliments et les cosmétiques doivent néanmoins être enregistrés auprès de l’autorité nationale de réglementation de chaque pays.',
        'Le Burkina Faso, le Mali et le Niger ont annoncé leur retrait de la CEDEAO en janvier 2024, avec effet en janvier 2025. Les arrangements commerciaux avec ces trois pays sont en cours d’évolution, et nous conseillons nos clients sur les règles applicables au moment de leur entrée sur le marché.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services CEDEAO',
      items: [
        {
          title: 'Stratégie d’entrée sur le marché',
          description: 'Choix et ordonnancement des marchés cibles, avec des calendriers et des budgets réalistes pour chacun.',
          icon: 'target',
        },
        {
          title: 'Enregistrement réglementaire',
          description: 'Enregistrement des produits auprès des autorités nationales de réglementation, en coordination avec les procédures régionales d’harmonisation.',
          icon: 'fileCheck',
        },
        {
          title: 'Conformité commerciale',
          description: 'Conseil sur les règles d’origine, le Schéma de libéralisation des échanges de la CEDEAO (SLEC), les tarifs douaniers et les procédures de dédouanement.',
          icon: 'scale',
        },
        {
          title: 'Présence locale',
          description: 'Création de société, représentation locale et sélection de partenaires de distribution.',
          icon: 'building',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Pays de la région CEDEAO',
      intro:
        'Les 15 pays de la région CEDEAO, avec leur capitale et leur population approximative (estimations 2023). Le Burkina Faso, le Mali et le Niger ont quitté la CEDEAO en janvier 2025 ; nous continuons d’accompagner l’entrée sur le marché dans ces trois pays.',
      countries: [
        { name: 'Bénin', capital: 'Porto-Novo', population: '13,7 M' },
        { name: 'Burkina Faso', capital: 'Ouagadougou', population: '23,3 M' },
        { name: 'Cabo Verde', capital: 'Praia', population: '0,6 M' },
        { name: 'Côte d’Ivoire', capital: 'Yamoussoukro', population: '28,9 M' },
        { name: 'Gambie', capital: 'Banjul', population: '2,8 M' },
        { name: 'Ghana', capital: 'Accra', population: '34,1 M' },
        { name: 'Guinée', capital: 'Conakry', population: '14,2 M' },
        { name: 'Guinée-Bissau', capital: 'Bissau', population: '2,2 M' },
        { name: 'Liberia', capital: 'Monrovia', population: '5,4 M' },
        { name: 'Mali', capital: 'Bamako', population: '23,3 M' },
        { name: 'Niger', capital: 'Niamey', population: '27,2 M' },
        { name: 'Nigeria', capital: 'Abuja', population: '223,8 M' },
        { name: 'Sénégal', capital: 'Dakar', population: '17,8 M' },
        { name: 'Sierra Leone', capital: 'Freetown', population: '8,8 M' },
        { name: 'Togo', capital: 'Lomé', population: '9,1 M' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Avantages commerciaux',
      items: [
        {
          title: 'Commerce régional en franchise de droits',
          description:
            'Dans le cadre du Schéma de libéralisation des échanges de la CEDEAO, les produits agréés originaires de la région circulent entre les États membres en franchise de droits à l’importation.',
          icon: 'package',
        },
        {
          title: 'Tarif extérieur commun',
          description:
            'Depuis 2015, un tarif extérieur commun (TEC) à cinq bandes s’applique aux marchandises importées dans la région depuis l’extérieur.',
          icon: 'chartBar',
        },
        {
          title: 'Libre circulation des personnes',
          description:
            'Les citoyens de la Communauté peuvent entrer sans visa dans les autres États membres pour un séjour de 90 jours au plus, ce qui facilite les déplacements professionnels.',
          icon: 'users',
        },
        {
          title: 'Droit d’établissement',
          description:
            'Les protocoles communautaires confèrent aux citoyens le droit de résider et de créer des entreprises dans les autres États membres.',
          icon: 'building',
        },
        {
          title: 'Assurance Carte brune',
          description:
            'La Carte brune CEDEAO étend l’assurance automobile de responsabilité civile aux autres États membres, y compris pour les véhicules transportant des marchandises.',
          icon: 'truck',
        },
        {
          title: 'Zone monétaire commune',
          description:
            'Huit pays de l’Union économique et monétaire ouest-africaine (UEMOA) partagent le franc CFA ouest-africain, ce qui supprime les frais de change entre eux.',
          icon: 'landmark',
        },
        {
          title: 'Normes harmonisées',
          description:
            'L’harmonisation régionale des normes réduit le nombre de spécifications de produit différentes qu’un fabricant doit respecter.',
          icon: 'badgeCheck',
        },
        {
          title: 'Porte d’entrée vers la ZLECAf',
          description:
            'La CEDEAO est l’une des communautés économiques régionales sur lesquelles repose la Zone de libre-échange continentale africaine (ZLECAf), ce qui ouvre la voie à des échanges plus larges en Afrique.',
          icon: 'globe',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Domaines de conformité par secteur',
      intro: 'Principales exigences par secteur. Sur chaque marché, les règles nationales s’appliquent en plus des règles régionales.',
      groups: [
        {
          title: 'Produits pharmaceutiques',
          items: [
            'Enregistrement auprès de l’autorité nationale de réglementation des médicaments de chaque marché',
            'Certification des bonnes pratiques de fabrication (BPF) pour chaque site',
            'Dossier au format du document technique commun (CTD), aligné sur l’harmonisation régionale',
            'Étiquettes et notices dans la langue officielle de chaque marché',
          ],
        },
        {
          title: 'Aliments et boissons',
          items: [
            'Enregistrement des produits auprès de l’autorité nationale de réglementation des aliments',
            'Conformité aux normes alimentaires nationales et à celles du Codex Alimentarius',
            'Étiquetage mentionnant les ingrédients, la durée de conservation et les informations nutritionnelles',
            'Certificats d’origine pour les échanges régionaux en franchise de droits',
          ],
        },
        {
          title: 'Cosmétiques et produits d’hygiène',
          items: [
            'Enregistrement ou notification des produits sur chaque marché',
            'Respect des listes d’ingrédients interdits et soumis à restrictions',
            'Documentation sur la sécurité et la stabilité des produits',
            'Étiquetage des ingrédients, du numéro de lot et des coordonnées du fabricant',
          ],
        },
        {
          title: 'Dispositifs médicaux et diagnostics',
          items: [
            'Classification selon le risque et enregistrement auprès de l’autorité nationale de réglementation',
            'Certification du système de management de la qualité, par exemple selon la norme ISO 13485',
            'Preuves d’évaluation des performances ou d’évaluation clinique',
            'Surveillance après commercialisation et déclaration des incidents',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Services d’appui aux entreprises',
      items: [
        {
          title: 'Études de marché',
          description: 'Études de la demande, de la concurrence, des prix et de la distribution pour chaque marché cible.',
          icon: 'chartBar',
        },
        {
          title: 'Création de société',
          description: 'Constitution d’entités locales et obtention des autorisations nécessaires au commerce de produits réglementés.',
          icon: 'building',
        },
        {
          title: 'Sélection de partenaires',
          description: 'Identification des distributeurs, agents et partenaires logistiques, et vérifications préalables les concernant.',
          icon: 'handshake',
        },
        {
          title: 'Certification de l’origine',
          description: 'Demandes d’agrément au titre du Schéma de libéralisation des échanges de la CEDEAO et certificats d’origine.',
          icon: 'stamp',
        },
        {
          title: 'Conseil douanier et tarifaire',
          description: 'Classement tarifaire, valeur en douane et procédures d’importation sur chaque marché.',
          icon: 'scale',
        },
        {
          title: 'Étiquetage et traduction',
          description: 'Étiquettes et informations sur les produits en anglais, en français et en portugais.',
          icon: 'fileText',
        },
        {
          title: 'Appui aux appels d’offres publics',
          description: 'Préparation des offres destinées aux ministères de la Santé et aux organismes publics d’achat.',
          icon: 'briefcase',
        },
        {
          title: 'Protection des marques',
          description: 'Protection des marques par l’intermédiaire de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO), de l’Organisation Africaine de la Propriété Intellectuelle (OAPI), du Protocole de Madrid ou des offices nationaux.',
          icon: 'shieldCheck',
        },
        {
          title: 'Logistique et chaîne du froid',
          description: 'Coordination du transport, du stockage et de la distribution sous température dirigée.',
          icon: 'thermometer',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Processus d’entrée sur le marché',
      steps: [
        {
          title: 'Évaluation du marché',
          description: 'Nous étudions la demande, la concurrence et les exigences réglementaires sur vos marchés cibles.',
          timeline: '2 à 4 semaines',
        },
        {
          title: 'Stratégie d’entrée',
          description: 'Nous arrêtons avec vous l’ordre des marchés, la voie réglementaire, les partenaires et le budget.',
          timeline: '1 à 2 semaines',
        },
        {
          title: 'Enregistrement et implantation',
          description: 'Nous préparons les enregistrements, les licences et, le cas échéant, l’entité locale, et les soumettons aux autorités.',
          timeline: '4 à 8 semaines',
        },
        {
          title: 'Autorisation et lancement',
          description: 'Nous suivons les demandes jusqu’à leur approbation et coordonnons les premières expéditions avec vos partenaires.',
          timeline: '6 à 12 semaines',
        },
        {
          title: 'Conformité continue',
          description: 'Nous gérons les renouvellements, les évolutions réglementaires et les obligations post-commercialisation à mesure que votre activité se développe.',
          timeline: 'En continu',
        },
      ],
    },
  ],
  cta: {
    heading: 'Planifiez votre entrée sur les marchés d’Afrique de l’Ouest',
    text: 'Indiquez-nous les produits et les pays que vous envisagez. Nous vous présenterons les étapes réglementaires et commerciales ainsi qu’un calendrier réaliste.',
    actions: [{ label: 'Explorer les marchés de la CEDEAO', href: '/contact', variant: 'primary' }],
  },
};
