import { site } from '../site';
import type { NewsPageContent } from '../types';

export const newsPage: NewsPageContent = {
  meta: {
    title: `Actualités | ${site.shortName}`,
    description:
      'Actualités réglementaires, médicales et économiques d’Afrique de l’Ouest : OOAS, ARIPO, OMS et CEDEAO, étapes clés de l’entreprise et conseils pratiques.',
  },
  feedTitle: `Actualités de ${site.shortName}`,
  hero: {
    eyebrow: 'Salle de presse',
    title: 'Actualités',
    lead: `L’évolution de la réglementation pharmaceutique, de la protection des marques et de l’approvisionnement en santé publique en Afrique de l’Ouest, et l’actualité de ${site.shortName}.`,
  },
  featuredLabel: 'À la une',
  filterLabel: 'Filtrer les articles par catégorie',
  allLabel: 'Tous',
  listHeading: 'Derniers articles',
  newsletter: {
    heading: 'Restez informé',
    text: 'Nos actualités réglementaires et les nouvelles de l’entreprise, une fois par mois, par courriel. Nous vous enverrons d’abord un lien pour confirmer votre adresse. Vous pourrez vous désabonner à tout moment, depuis chacun de nos courriels.',
    privacyLink: 'Lire notre politique de confidentialité.',
    placeholder: 'Votre adresse électronique',
    buttonLabel: 'S’abonner',
  },
  cta: {
    heading: 'Une question sur une évolution réglementaire ?',
    text: 'Nos spécialistes des questions réglementaires, juridiques et des marchés publics peuvent vous expliquer ce qu’une évolution implique pour vos produits et vos marchés.',
    actions: [{ label: 'Contacter notre équipe', href: '/contact', variant: 'primary' }],
  },
};
