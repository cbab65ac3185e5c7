import { site } from '../site';
import type { DownloadableDocument, Guide, ResourcesPageContent, TrainingVideo, Webinar } from '../types';

/** French texts of the /resources page around the guide, document, video and webinar lists. */
export const resourcesPage: ResourcesPageContent = {
  meta: {
    title: `Ressources et téléchargements | ${site.shortName}`,
    description:
      'Guides, listes de contrôle, vidéos et webinaires gratuits : réglementation OOAS, ARIPO, AMA et CEDEAO, paludisme et marchés publics en Afrique de l’Ouest.',
  },
  hero: {
    eyebrow: 'Centre de ressources',
    title: 'Ressources et téléchargements',
    lead: 'Guides pratiques, modèles de documents, vidéos de formation et webinaires préparés par nos spécialistes des questions réglementaires, juridiques et médicales, à télécharger et à diffuser librement.',
  },
  guides: {
    heading: 'Rapports et guides sectoriels',
    intro: 'Des guides approfondis sur les cadres réglementaires, juridiques et de passation des marchés qui régissent les produits pharmaceutiques en Afrique de l’Ouest et sur l’ensemble du continent.',
  },
  documents: {
    heading: 'Documents à télécharger',
    intro: 'Listes de contrôle, modèles et documents de référence pour préparer correctement, du premier coup, vos dossiers, vos importations et vos notifications de sécurité.',
  },
  videos: {
    heading: 'Vidéos de formation',
    intro: 'De courtes sessions de formation enregistrées par nos spécialistes, chacune accompagnée d’une transcription à télécharger.',
  },
  webinars: {
    heading: 'Webinaires et événements',
    intro: 'Des sessions en direct sur l’actualité réglementaire, avec un temps réservé aux questions. Les enregistrements des événements passés restent disponibles.',
  },
  banner: {
    heading: 'Besoin de ressources sur mesure ?',
    text: 'Nous préparons des notes d’information, des études de marché et des formations internes adaptées aux fabricants, aux distributeurs, aux programmes et aux organismes publics. Indiquez-nous les besoins de votre équipe.',
    actions: [{ label: 'Demander des ressources sur mesure', href: '/contact', variant: 'primary' }],
  },
};

/** Six guides; each becomes a multi-page PDF under /resources/ named after its title. */
export const guides: Guide[] = [
  {
    title: 'Guide de la certification OOAS 2024',
    fileSlug: 'guide-de-la-certification-ooas-2024',
    description:
      'Guide pas à pas des procédures régionales dans le cadre de l’Organisation Ouest Africaine de la Santé (OOAS) : éligibilité, dossier, délais et passage de l’évaluation régionale à l’autorisation nationale.',
    category: 'Réglementation',
    size: '2,1 Mo',
    image: {
      src: '/assets/guides/waho-certification-guide-2024.svg',
      alt: 'Illustration de couverture : le sceau d’un certificat régional sur une carte des pays de la région de la CEDEAO',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Lignes directrices pour le traitement du paludisme',
    fileSlug: 'lignes-directrices-pour-le-traitement-du-paludisme',
    description:
      'Synthèse des recommandations actuelles de l’Organisation mondiale de la Santé (OMS) sur le diagnostic, le traitement et la prévention du paludisme, avec des conseils pratiques pour les achats et la planification de l’approvisionnement en Afrique de l’Ouest.',
    category: 'Médical',
    size: '1,8 Mo',
    image: {
      src: '/assets/guides/malaria-treatment-guidelines.svg',
      alt: 'Illustration de couverture : une plaquette de comprimés, un test de diagnostic rapide et un flacon injectable',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Manuel des marques ARIPO',
    fileSlug: 'manuel-des-marques-aripo',
    description:
      'Manuel pratique sur la protection des marques par l’intermédiaire de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO) et du Protocole de Banjul : historique, couverture, dépôt, examen, délais et maintien en vigueur.',
    category: 'Juridique',
    size: '3,2 Mo',
    image: {
      src: '/assets/guides/aripo-trademark-handbook.svg',
      alt: 'Illustration de couverture : le symbole de marque enregistrée sur un livre, avec une carte des États membres de l’ARIPO',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Guide des marchés publics',
    fileSlug: 'guide-des-marches-publics',
    description:
      'Comment les États d’Afrique de l’Ouest achètent les médicaments : cadres juridiques, modes de passation, pièces exigées, normes de qualité et conseils pratiques pour des offres conformes.',
    category: 'Marchés publics',
    size: '1,5 Mo',
    image: {
      src: '/assets/guides/government-procurement-guide.svg',
      alt: 'Illustration de couverture : une enveloppe d’appel d’offres scellée à côté d’un bâtiment administratif',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Manuel de conformité aux règles commerciales de la CEDEAO',
    fileSlug: 'manuel-de-conformite-aux-regles-commerciales-de-la-cedeao',
    description:
      'Manuel pour la circulation des produits pharmaceutiques entre les pays de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) : libéralisation des échanges, tarif extérieur commun, autorisations réglementaires, documents et Zone de libre-échange continentale africaine (ZLECAf).',
    category: 'Commerce',
    size: '2,8 Mo',
    image: {
      src: '/assets/guides/ecowas-trade-compliance-manual.svg',
      alt: 'Illustration de couverture : un camion de marchandises à un poste frontière, avec une carte de l’Afrique de l’Ouest',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Guide de l’harmonisation réglementaire et de l’AMA',
    fileSlug: 'guide-de-l-harmonisation-reglementaire-et-de-l-ama',
    description:
      'Présentation de l’Agence africaine du médicament (AMA) et de l’harmonisation continentale : historique, institutions, procédures attendues et moyens pour les fabricants de s’y préparer dès maintenant.',
    category: 'Réglementation',
    size: '3,5 Mo',
    image: {
      src: '/assets/guides/ama-regulatory-harmonization-guide.svg',
      alt: 'Illustration de couverture : une carte de l’Afrique où des autorités de réglementation sont reliées à une agence centrale',
      width: 800,
      height: 450,
    },
  },
];

/** Practical documents; each becomes a short PDF under /resources/ named after its title. */
export const documents: DownloadableDocument[] = [
  {
    title: 'Liste de contrôle pour l’enregistrement des produits',
    fileSlug: 'liste-de-controle-pour-l-enregistrement-des-produits',
    description:
      'Liste des documents administratifs et techniques exigés par la plupart des autorités de réglementation d’Afrique de l’Ouest pour l’enregistrement d’un nouveau médicament.',
  },
  {
    title: 'Modèle de structure du dossier CTD',
    fileSlug: 'modele-de-structure-du-dossier-ctd',
    description:
      'La structure en cinq modules du document technique commun (CTD), avec le contenu de chaque module et les points sur lesquels les exigences ouest-africaines diffèrent.',
  },
  {
    title: 'Liste de contrôle pour la demande d’autorisation d’importation',
    fileSlug: 'liste-de-controle-pour-la-demande-d-autorisation-d-importation',
    description:
      'Ce qu’il faut préparer avant de demander une autorisation d’importation de produits pharmaceutiques, et les documents exigés pour chaque envoi au point d’entrée.',
  },
  {
    title: 'Guide du formulaire de notification de pharmacovigilance',
    fileSlug: 'guide-du-formulaire-de-notification-de-pharmacovigilance',
    description:
      'Comment remplir une notification d’effet indésirable médicamenteux : informations minimales, événements à notifier, délais de notification et modes de transmission.',
  },
  {
    title: 'Fiche d’information pour une demande de marque',
    fileSlug: 'fiche-d-information-pour-une-demande-de-marque',
    description:
      'Les informations dont nous avons besoin pour effectuer une recherche et déposer une demande de marque par la voie nationale, par l’ARIPO ou par le Protocole de Madrid.',
  },
  {
    title: 'Présentation de l’entreprise',
    fileSlug: 'presentation-de-l-entreprise',
    description: `Présentation de ${site.name} : nos services, nos références, notre présence régionale et nos modalités de collaboration.`,
  },
];

/** Six training videos; the first two are published, the others are in production. */
export const videos: TrainingVideo[] = [
  {
    title: 'Introduction à l’OOAS et à la réglementation régionale des médicaments',
    fileSlug: 'introduction-a-l-ooas-et-a-la-reglementation-regionale-des-medicaments',
    description:
      'Le fonctionnement de l’OOAS et du programme d’harmonisation de la CEDEAO, et ce que les procédures régionales impliquent pour les fabricants.',
    duration: '15:30',
    category: 'Réglementation',
    youtubeId: 'M7lc1UVf-VE',
  },
  {
    title: 'Combinaisons thérapeutiques à base d’artémisinine : produits et qualité',
    fileSlug: 'combinaisons-therapeutiques-a-base-d-artemisinine-produits-et-qualite',
    description:
      'Les CTA recommandées par l’OMS, leurs présentations et leurs posologies, et les points que les acheteurs doivent vérifier pour garantir la qualité.',
    duration: '22:45',
    category: 'Médical',
    youtubeId: 'M7lc1UVf-VE',
  },
  {
    title: 'Recherche d’antériorités pour les marques pharmaceutiques',
    fileSlug: 'recherche-d-anteriorites-pour-les-marques-pharmaceutiques',
    description:
      'Pourquoi et comment effectuer une recherche avant de déposer, et comment choisir entre la voie nationale, l’ARIPO et le Protocole de Madrid.',
    duration: '18:20',
    category: 'Juridique',
  },
  {
    title: 'Préparer une offre pour un appel d’offres public',
    fileSlug: 'preparer-une-offre-pour-un-appel-d-offres-public',
    description:
      'Un appel d’offres de médicaments pas à pas, de la lecture du dossier au dépôt dans les délais d’une offre conforme.',
    duration: '28:15',
    category: 'Affaires',
  },
  {
    title: 'Constituer un dossier CTD pour les autorités de réglementation d’Afrique de l’Ouest',
    fileSlug: 'constituer-un-dossier-ctd-pour-les-autorites-de-reglementation-d-afrique-de-l-ouest',
    description:
      'Module par module, comment constituer un document technique commun qui réponde aux attentes des évaluateurs régionaux et nationaux.',
    duration: '25:10',
    category: 'Réglementation',
  },
  {
    title: 'Obligations de pharmacovigilance des titulaires d’AMM',
    fileSlug: 'obligations-de-pharmacovigilance-des-titulaires-d-amm',
    description:
      'Ce que les titulaires d’une autorisation de mise sur le marché (AMM) doivent faire pour surveiller la sécurité de leurs produits et notifier les autorités de réglementation en Afrique de l’Ouest.',
    duration: '32:40',
    category: 'Réglementation',
  },
];

/** Three webinars: one upcoming, two recorded. */
export const webinars: Webinar[] = [
  {
    title: 'Se préparer à l’Agence africaine du médicament',
    description:
      'Ce que l’AMA va changer pour les fabricants et les distributeurs, les produits qu’elle évaluera probablement en premier et comment préparer vos dossiers dès maintenant.',
    date: '2024-03-15',
    time: '14:00',
    status: 'upcoming',
    alert:
      'Inscription au webinaire « Se préparer à l’Agence africaine du médicament » du {date} à {time} GMT : nous vous enverrons votre lien de connexion par courriel. Vous allez maintenant accéder au formulaire de contact pour confirmer votre inscription.',
  },
  {
    title: 'Protéger les marques pharmaceutiques en Afrique : ARIPO, OAPI et Madrid',
    description:
      'Comparaison des voies régionales et internationales de protection des marques en Afrique, avec des stratégies de dépôt concrètes pour les titulaires de marques pharmaceutiques.',
    date: '2024-02-28',
    time: '15:00',
    status: 'completed',
    alert:
      'La rediffusion du webinaire « Protéger les marques pharmaceutiques en Afrique : ARIPO, OAPI et Madrid » va s’ouvrir dans le lecteur vidéo.',
  },
  {
    title: 'Remporter les appels d’offres de santé publique en Afrique de l’Ouest',
    description:
      'Comment les États et les programmes financés par les bailleurs de fonds achètent les médicaments, et comment les fournisseurs peuvent préparer des offres conformes et compétitives.',
    date: '2024-01-18',
    time: '13:00',
    status: 'completed',
    alert: 'La rediffusion du webinaire « Remporter les appels d’offres de santé publique en Afrique de l’Ouest » va s’ouvrir dans le lecteur vidéo.',
  },
];
