import { site } from '../../site';
import type { ServiceDetail } from '../../types';
import { office } from '../office';

/** /services/trademark: Trademark Registration Services (FR). */
export const trademark: ServiceDetail = {
  path: '/services/trademark',
  meta: {
    title: `Services d’enregistrement de marques | ${site.shortName}`,
    description: `Enregistrement de marques en Afrique via l’ARIPO, le Protocole de Madrid et les offices nationaux : recherches, dépôt, procédure, renouvellements, depuis ${office.city}.`,
  },
  hero: {
    eyebrow: 'Propriété intellectuelle',
    title: 'Services d’enregistrement de marques',
    lead: `${site.shortName} protège les marques pharmaceutiques, de santé et de grande consommation dans toute l’Afrique. Nous choisissons pour chaque marché la voie la plus adaptée (régionale, internationale ou nationale) et gérons chaque dépôt, de la première recherche jusqu’au renouvellement.`,
    actions: [
      { label: 'Déposer une demande', href: '/contact', variant: 'primary' },
      { label: 'Consultation gratuite', href: '/contact', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Voies d’enregistrement',
      intro:
        'Trois voies permettent d’obtenir une protection par enregistrement sur les marchés africains. La plupart des portefeuilles les combinent ; nous recommandons la combinaison qui confère les droits les plus solides dans les limites de votre budget.',
      items: [
        {
          title: 'Enregistrement ARIPO',
          description:
            'Une demande unique, déposée auprès de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO), désigne les États membres de votre choix en vertu du Protocole de Banjul relatif aux marques.',
          icon: 'landmark',
          meta: '12 à 18 mois',
          features: [
            'Une seule demande et un seul barème de taxes pour plusieurs pays',
            'Examen par l’ARIPO et par chaque office désigné',
            'Enregistrement de dix ans, renouvelable de façon centralisée',
          ],
          action: { label: 'En savoir plus', href: '/contact' },
        },
        {
          title: 'Protocole de Madrid',
          description:
            'Une demande internationale unique, déposée par l’intermédiaire de votre office d’origine et administrée par l’Organisation Mondiale de la Propriété Intellectuelle (OMPI), permet d’étendre la protection aux membres du système de Madrid que vous désignez.',
          icon: 'globe',
          meta: '8 à 15 mois',
          features: [
            'Désignations possibles dans plus de 120 pays',
            'Renouvellements et modifications inscrits une seule fois, auprès de l’OMPI',
            'Ajout ultérieur de pays par désignation postérieure',
          ],
          action: { label: 'En savoir plus', href: '/contact' },
        },
        {
          title: 'Enregistrements nationaux',
          description:
            'Dépôts directs auprès des offices nationaux des marques, pour les marchés situés hors des systèmes régionaux, comme le Nigeria et l’Afrique du Sud, ou lorsqu’un droit national est plus facile à faire respecter.',
          icon: 'mapPin',
          meta: '6 à 12 mois',
          features: [
            'Dépôt par l’intermédiaire de mandataires locaux agréés',
            'Traitement pour votre compte des objections des offices et des oppositions',
            'Rappels de renouvellement et services de surveillance',
          ],
          action: { label: 'En savoir plus', href: '/contact' },
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Notre processus d’enregistrement',
      intro: 'Chaque demande suit les quatre mêmes étapes, quelle que soit la voie choisie.',
      steps: [
        {
          title: 'Recherche d’antériorités',
          description:
            'Nous recherchons dans les registres concernés les marques identiques et similaires, y compris les noms de médicaments existants, et vous exposons les risques avant que vous n’engagiez des taxes officielles.',
        },
        {
          title: 'Préparation de la demande',
          description:
            'Nous vérifions l’identité du titulaire, la représentation de la marque et les classes de produits et de services, et préparons les pouvoirs ainsi que toute revendication de priorité.',
        },
        {
          title: 'Dépôt et procédure',
          description:
            'Nous déposons la demande par la voie retenue, répondons aux rapports d’examen et traitons toute opposition jusqu’à l’acceptation de la demande.',
        },
        {
          title: 'Enregistrement et maintien',
          description:
            'Nous récupérons les certificats, inscrivons chaque date de renouvellement à notre échéancier et faisons inscrire les changements de titulaire, de nom ou d’adresse, afin que la protection ne s’éteigne jamais.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Pourquoi nous confier vos marques',
      items: [
        {
          title: 'Un partenaire unique pour l’Afrique',
          description:
            'Un interlocuteur unique pour les dépôts régionaux, internationaux et nationaux, avec un suivi consolidé de l’ensemble de votre portefeuille.',
          icon: 'globe',
        },
        {
          title: 'Expertise pharmaceutique',
          description:
            'Nous comparons les noms de marque envisagés aux marques existantes et aux dénominations communes internationales (DCI) des médicaments, un motif fréquent d’objection.',
          icon: 'pill',
        },
        {
          title: 'Délais et honoraires transparents',
          description:
            'Vous recevez, pour chaque pays et avant tout dépôt, une estimation écrite des taxes officielles, des honoraires et des délais prévisibles.',
          icon: 'clock',
        },
        {
          title: 'Protection durable',
          description:
            'Nous suivons pour vous les échéances de renouvellement, les obligations d’usage et les inscriptions, afin que vos droits enregistrés restent valables et opposables.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Pays couverts',
      intro:
        'Nous déposons et maintenons des marques dans les 19 pays suivants, par l’intermédiaire de l’ARIPO, du Protocole de Madrid, de l’Organisation Africaine de la Propriété Intellectuelle (OAPI) ou de l’office national.',
      countries: [
        { name: 'Ghana' },
        { name: 'Nigeria' },
        { name: 'Côte d’Ivoire' },
        { name: 'Sénégal' },
        { name: 'Cameroun' },
        { name: 'Liberia' },
        { name: 'Sierra Leone' },
        { name: 'Gambie' },
        { name: 'Kenya' },
        { name: 'Tanzanie' },
        { name: 'Ouganda' },
        { name: 'Rwanda' },
        { name: 'Zambie' },
        { name: 'Zimbabwe' },
        { name: 'Botswana' },
        { name: 'Namibie' },
        { name: 'Afrique du Sud' },
        { name: 'Égypte' },
        { name: 'Maroc' },
      ],
    },
  ],
  cta: {
    heading: 'Vérifiez votre marque avant de la déposer',
    text: 'Demandez une recherche préliminaire gratuite. Nous vous dirons si votre marque a de bonnes chances d’être disponible sur les marchés qui comptent pour vous, et quelle voie lui convient le mieux.',
    actions: [{ label: 'Recherche de marque gratuite', href: '/contact', variant: 'primary' }],
  },
};
