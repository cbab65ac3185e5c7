import { site } from '../site';
import type { NotFoundContent } from '../types';

export const notFound: NotFoundContent = {
  meta: {
    title: `Page introuvable | ${site.shortName}`,
    description: `La page demandée sur le site de ${site.shortName} est introuvable. Revenez à l’accueil pour découvrir nos médicaments et nos services réglementaires.`,
  },
  code: '404',
  heading: 'Page introuvable',
  text: "La page que vous recherchez n’existe pas ou a été déplacée.",
  action: { label: "Retour à l’accueil", href: '/' },
};
