import { site } from '../site';
import type { LegalContent } from '../types';
import { office } from './office';

/** Sentence that opens each translated legal text: the English version prevails. */
const translationNotice =
  'Le présent texte est une traduction de la version originale anglaise ; en cas de divergence, la version anglaise fait foi.';

const contactItems = [`Courriel : ${site.email}`, `Téléphone : ${site.phone}`, `Adresse : ${office.location}`];

export const privacy: LegalContent = {
  meta: {
    title: `Politique de confidentialité | ${site.shortName}`,
    description: `Comment ${site.shortName} collecte, utilise, partage et protège les données personnelles transmises via ce site, et vos droits selon la loi ghanéenne 843.`,
  },
  title: 'Politique de confidentialité',
  lastUpdated: '2026-11-26',
  intro: `${translationNotice} ${site.name} (« ${site.shortName} », « nous ») respecte votre vie privée. La présente politique explique quelles données personnelles nous collectons par l’intermédiaire de ce site web, comment nous les utilisons et les protégeons, et quels droits vous confère la loi ghanéenne de 2012 sur la protection des données (Data Protection Act, 2012, Act 843).`,
  sections: [
    {
      heading: 'Données que nous collectons',
      paragraphs: [
        'Ce site web ne nécessite pas de compte. Nous ne collectons des données personnelles que lorsque vous choisissez de nous les transmettre : au moyen du formulaire de contact, en vous abonnant à notre lettre d’information, par courriel ou par téléphone.',
        'Lorsque vous utilisez le formulaire de contact, nous recueillons les informations que vous saisissez : vos prénom et nom, votre adresse électronique, votre numéro de téléphone, votre organisation, le service qui vous intéresse et votre message, ainsi que la langue de la page. Le prénom, l’adresse électronique et le message sont obligatoires ; les autres champs sont facultatifs.',
        'Lorsque vous vous abonnez à la lettre d’information, nous vous envoyons d’abord un courriel vous demandant de confirmer ; vous n’êtes abonné qu’une fois son lien ouvert. Pour garder la preuve de votre consentement, nous conservons votre adresse électronique, votre langue, la version du texte de consentement que vous avez accepté, la page depuis laquelle vous vous êtes abonné, et les dates de la demande, de la confirmation et du désabonnement.',
        'Nous n’enregistrons jamais votre adresse réseau (adresse IP). Pour limiter les envois répétés, et uniquement à cette fin, les formulaires en utilisent un hachage à clé (HMAC).',
        'Lorsque vous consultez le site, notre hébergeur peut enregistrer des informations techniques, telles que votre adresse IP, le type de votre navigateur et les pages demandées, dans des journaux de serveur utilisés pour faire fonctionner et sécuriser le site.',
        'Veuillez ne pas inclure d’informations sur la santé de patients ni d’autres données personnelles sensibles dans les messages envoyés par l’intermédiaire du site.',
      ],
    },
    {
      heading: 'Utilisation de vos données',
      paragraphs: ['Nous utilisons les informations que vous nous fournissez pour :'],
      items: [
        'répondre à votre demande et établir des devis',
        'fournir les services que vous demandez et gérer notre relation avec vous',
        'conserver une trace de nos échanges',
        'vous envoyer notre lettre d’information, si vous vous y êtes abonné et avez confirmé votre abonnement',
        'faire fonctionner, sécuriser et améliorer ce site web, notamment en limitant les envois répétés par ses formulaires',
        'respecter nos obligations légales et réglementaires',
      ],
    },
    {
      heading: 'Fondements juridiques',
      paragraphs: [
        'Nous répondons à vos demandes et en gardons une trace parce que vous nous l’avez demandé, et dans notre intérêt légitime à gérer notre correspondance et nos relations d’affaires.',
        'Nous ne vous envoyons la lettre d’information qu’avec votre consentement, donné lorsque vous confirmez votre abonnement, comme l’exigent pour la prospection électronique la loi 843 et la loi ghanéenne de 2008 sur les transactions électroniques (Electronic Transactions Act, 2008, Act 772). Vous pouvez le retirer à tout moment au moyen du lien de désabonnement présent dans chaque courriel de la lettre d’information.',
      ],
    },
    {
      heading: 'Qui traite vos données',
      paragraphs: [
        'Les prestataires suivants traitent des données personnelles pour notre compte, en vertu de contrats qui les obligent à les protéger et à ne les utiliser que sur nos instructions. Certains les traitent en dehors du Ghana ; dans ce cas, nous prenons des mesures pour qu’elles bénéficient d’un niveau de protection conforme à la loi 843.',
      ],
      items: [
        'Supabase : la base de données qui conserve les messages et les abonnements à la lettre d’information, et les fonctions serveur qui reçoivent les formulaires',
        'Resend : l’acheminement de nos courriels, dont les messages transmis à notre équipe et la lettre d’information',
        'l’hébergeur de ce site web',
      ],
    },
    {
      heading: 'Communication des données',
      paragraphs: [
        'Nous ne vendons ni ne louons vos données personnelles.',
        'Nous pouvons également communiquer des données personnelles lorsque la loi l’exige, pour protéger nos droits ou, avec votre accord, à des partenaires tels que des fabricants lorsque cela est nécessaire pour donner suite à votre demande.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: ['Nous conservons les données personnelles pendant les durées suivantes, puis nous les supprimons :'],
      items: [
        'Messages du formulaire de contact : 24 mois',
        'Messages identifiés comme indésirables (spam) : 30 jours',
        'Hachage à clé de votre adresse réseau : 24 heures au plus ; il est retiré d’un message conservé dans l’heure',
        'Abonnements à la lettre d’information non confirmés : 7 jours',
        'Abonnements à la lettre d’information : jusqu’à votre désabonnement ; la preuve de votre consentement et de son retrait est ensuite conservée 12 mois',
      ],
    },
    {
      heading: 'Sécurité des données',
      paragraphs: [
        'Les informations transmises par l’intermédiaire de ce site circulent sur une connexion chiffrée. Les messages du formulaire de contact sont conservés dans une base de données sécurisée, dont l’accès est réservé au personnel autorisé, avant d’être transmis à notre équipe par courriel.',
        'Aucune méthode de transmission ou de stockage n’est totalement sûre, mais nous réexaminons régulièrement nos mesures de sécurité afin de protéger vos données contre la perte, l’utilisation abusive et l’accès non autorisé.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        `En vertu de la loi de 2012 sur la protection des données (Data Protection Act, 2012, Act 843) et de l’Acte additionnel A/SA.1/01/10 relatif à la protection des données à caractère personnel dans l’espace de la CEDEAO, vous disposez des droits énumérés ci-dessous. Pour exercer l’un d’entre eux, écrivez-nous à ${site.email} ; nous vous répondons dans le délai fixé par la loi. Si notre réponse ne vous satisfait pas, vous pouvez déposer une plainte auprès de la Data Protection Commission, l’autorité ghanéenne de protection des données.`,
      ],
      items: [
        'Accès : demander une copie des données personnelles que nous détenons à votre sujet',
        'Rectification : nous demander de corriger des données inexactes ou incomplètes',
        'Effacement : nous demander de supprimer vos données personnelles',
        'Opposition : vous opposer à l’utilisation de vos données personnelles, notamment à des fins de prospection',
        'Retrait du consentement : vous désabonner à tout moment de la lettre d’information, au moyen du lien présent dans chacun de ses courriels',
      ],
    },
    {
      heading: 'Coordonnées',
      paragraphs: [`Pour toute question relative à la présente politique ou à vos données personnelles, veuillez contacter ${site.name} :`],
      items: contactItems,
    },
  ],
};

export const terms: LegalContent = {
  meta: {
    title: `Conditions d’utilisation | ${site.shortName}`,
    description: `Les conditions d’utilisation du site de ${site.shortName}, de son contenu et de ses informations : propriété intellectuelle, responsabilité et droit ghanéen.`,
  },
  title: 'Conditions d’utilisation',
  lastUpdated: '2026-11-26',
  intro: `${translationNotice} Les présentes conditions régissent votre utilisation du site web de ${site.name} (« ${site.shortName} », « nous »). Veuillez les lire attentivement.`,
  sections: [
    {
      heading: 'Acceptation',
      paragraphs: [
        'En accédant à ce site web ou en l’utilisant, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.',
      ],
    },
    {
      heading: 'Description des services',
      paragraphs: [
        `Ce site web présente les services de ${site.shortName}, notamment la fourniture de médicaments antipaludiques, l’enregistrement de marques, le conseil en conformité réglementaire, l’assurance qualité et les relations avec les pouvoirs publics, et vous permet de nous contacter.`,
        'Les informations figurant sur ce site ont un caractère général. Elles ne constituent ni un avis médical, juridique ou réglementaire, ni une offre de fourniture. Toute fourniture ou prestation est subordonnée à un accord écrit distinct, et les exigences réglementaires peuvent évoluer ; veuillez vérifier les exigences en vigueur auprès de nous ou de l’autorité compétente avant d’agir.',
      ],
    },
    {
      heading: 'Obligations de l’utilisateur',
      paragraphs: ['En utilisant ce site web, vous vous engagez à :'],
      items: [
        'fournir des informations exactes et complètes lorsque vous nous contactez',
        'n’utiliser le site qu’à des fins licites',
        'ne pas tenter d’accéder sans autorisation au site ou aux systèmes qui en assurent le fonctionnement',
        'ne pas perturber le fonctionnement ou la sécurité du site',
        'ne pas envoyer de contenus non sollicités, trompeurs ou préjudiciables par l’intermédiaire du formulaire de contact',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `Le contenu de ce site web, notamment ses textes, éléments graphiques, logos, illustrations et documents téléchargeables, appartient à ${site.name} ou à ses concédants de licence et est protégé par le droit de la propriété intellectuelle.`,
        'Vous pouvez consulter, télécharger et imprimer ce contenu pour votre propre usage, à des fins non commerciales. Toute autre reproduction, diffusion ou modification nécessite notre accord écrit préalable. Les noms et marques de tiers mentionnés sur ce site appartiennent à leurs titulaires respectifs.',
      ],
    },
    {
      heading: 'Limitation de responsabilité',
      paragraphs: [
        'Nous veillons à ce que les informations de ce site soient exactes et à jour, mais nous ne garantissons pas qu’elles soient complètes, actuelles ou exemptes d’erreurs, ni que le site soit accessible sans interruption.',
        `Dans toute la mesure permise par la loi, ${site.shortName} décline toute responsabilité pour toute perte ou tout dommage résultant de l’utilisation de ce site ou de son contenu, ou de la confiance qui leur est accordée, ainsi que des sites de tiers vers lesquels il renvoie.`,
      ],
    },
    {
      heading: 'Politique de confidentialité',
      paragraphs: [
        'Notre politique de confidentialité explique comment nous collectons, utilisons et protégeons les données personnelles transmises par l’intermédiaire de ce site, y compris au moyen du formulaire de contact et de la lettre d’information ; elle fait partie intégrante des présentes conditions.',
      ],
    },
    {
      heading: 'Modification des conditions',
      paragraphs: [
        'Nous pouvons mettre à jour les présentes conditions de temps à autre. Les conditions révisées prennent effet dès leur publication sur cette page, qui indique la date de la dernière révision. En continuant d’utiliser le site après une modification, vous acceptez les conditions révisées.',
      ],
    },
    {
      heading: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont régies par le droit de la République du Ghana. Tout litige découlant des présentes conditions ou de l’utilisation de ce site, ou s’y rapportant, relève de la compétence exclusive des tribunaux d’Accra, au Ghana.',
      ],
    },
    {
      heading: 'Coordonnées',
      paragraphs: [`Pour toute question relative aux présentes conditions, veuillez contacter ${site.name} :`],
      items: contactItems,
    },
  ],
};
