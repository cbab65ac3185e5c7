import { site } from '../site';
import type { MalariaDrugsContent } from '../types';

export const malariaDrugs: MalariaDrugsContent = {
  meta: {
    title: `Vente d’antipaludiques | ${site.shortName}`,
    description:
      "CTA préqualifiées par l’OMS, injectables contre le paludisme grave, antipaludiques préventifs et pédiatriques, pour ministères, programmes et hôpitaux du Ghana et de la région.",
  },
  hero: {
    eyebrow: "Vente d’antipaludiques",
    title: "Des médicaments antipaludiques de qualité pour l’Afrique de l’Ouest",
    lead: `${site.shortName} fournit aux gouvernements, aux programmes de santé publique et aux établissements de santé des médicaments antipaludiques préqualifiés par l’Organisation mondiale de la Santé (OMS) ou approuvés par une autorité de réglementation rigoureuse, pour le traitement, le paludisme grave et la prévention, avec une qualité documentée du fabricant jusqu’à l’établissement de santé.`,
    actions: [{ label: 'Demander un devis', href: '/contact', variant: 'primary' }],
  },
  categories: {
    heading: 'Catégories de médicaments',
    intro: "Médicaments recommandés par les lignes directrices de l’OMS sur le paludisme, provenant de fabricants préqualifiés par l’OMS ou agréés par l’autorité nationale compétente. La disponibilité de chaque produit et de chaque dosage est confirmée à chaque devis.",
    items: [
      {
        title: "Combinaisons thérapeutiques à base d’artémisinine (CTA)",
        description: "Traitement de première intention du paludisme simple à Plasmodium falciparum, associant un dérivé de l’artémisinine à un médicament partenaire.",
        icon: 'pill',
        medications: [
          { name: 'Artéméther/Luméfantrine', form: 'Comprimés de 20 mg/120 mg et de 80 mg/480 mg' },
          { name: 'Artésunate/Amodiaquine', form: 'Comprimés à dose fixe de 100 mg/270 mg (dosage adulte)' },
          { name: 'Dihydroartémisinine/Pipéraquine', form: 'Comprimés de 40 mg/320 mg' },
          { name: 'Pyronaridine/Artésunate', form: 'Comprimés de 180 mg/60 mg' },
        ],
      },
      {
        title: 'Injectables contre le paludisme grave',
        description: "Traitement parentéral du paludisme grave, l’artésunate injectable étant le traitement de premier choix recommandé par l’OMS chez l’adulte comme chez l’enfant.",
        icon: 'syringe',
        medications: [
          { name: 'Artésunate pour injection', form: 'Flacon de poudre de 60 mg, avec solvant (bicarbonate de sodium à 5 %) et diluant (chlorure de sodium à 0,9 %) (IV/IM)' },
          { name: 'Artésunate pour injection', form: 'Flacons de poudre de 30 mg et de 120 mg, avec solvant et diluant (IV/IM)' },
          { name: 'Artéméther injectable', form: 'Solution huileuse à 80 mg/mL, ampoules de 1 mL (IM)' },
          { name: 'Dichlorhydrate de quinine injectable', form: 'Solution à 300 mg/mL, ampoules de 2 mL (perfusion IV/IM)' },
        ],
      },
      {
        title: 'Médicaments préventifs',
        description: 'Médicaments destinés au traitement préventif intermittent pendant la grossesse (TPIp), à la chimioprévention du paludisme saisonnier (CPS) et à la chimioprophylaxie.',
        icon: 'shield',
        medications: [
          { name: 'Sulfadoxine/Pyriméthamine (TPIp)', form: 'Comprimés de 500 mg/25 mg' },
          { name: 'Sulfadoxine/Pyriméthamine + Amodiaquine (CPS, enfants de 12 à 59 mois)', form: 'Comprimés dispersibles co-emballés : amodiaquine 153 mg + SP 500 mg/25 mg' },
          { name: 'Sulfadoxine/Pyriméthamine + Amodiaquine (CPS, nourrissons de 3 à 11 mois)', form: 'Comprimés dispersibles co-emballés : amodiaquine 76,5 mg + SP 250 mg/12,5 mg' },
          { name: 'Atovaquone/Proguanil (chimioprophylaxie)', form: 'Comprimés de 250 mg/100 mg' },
          { name: 'Doxycycline (chimioprophylaxie)', form: 'Comprimés de 100 mg' },
        ],
      },
      {
        title: 'Formulations pédiatriques',
        description: "Dosages et formes galéniques adaptés aux nourrissons et aux jeunes enfants, qui supportent l’essentiel de la charge du paludisme en Afrique.",
        icon: 'baby',
        medications: [
          { name: 'Artéméther/Luméfantrine', form: 'Comprimés dispersibles de 20 mg/120 mg' },
          { name: 'Artésunate/Amodiaquine', form: 'Comprimés de 25 mg/67,5 mg (nourrissons) et de 50 mg/135 mg (enfants)' },
          { name: 'Dihydroartémisinine/Pipéraquine', form: 'Comprimés de 20 mg/160 mg (dosage pédiatrique)' },
          { name: 'Pyronaridine/Artésunate', form: 'Granulés pour suspension buvable de 60 mg/20 mg, en sachets' },
          { name: 'Artésunate rectal', form: 'Capsules rectales (suppositoires) de 100 mg pour le traitement avant transfert des enfants de moins de 6 ans' },
        ],
      },
    ],
  },
  quality: {
    heading: 'Assurance qualité',
    intro: "Chaque envoi est traité de sorte que le médicament reçu par le patient soit bien celui que le fabricant a libéré.",
    items: [
      {
        title: "Préqualification de l’OMS",
        description:
          "Nous nous approvisionnons auprès de fabricants dont les produits sont préqualifiés par l’OMS ou approuvés par l’autorité nationale de réglementation compétente, et nous vérifions le statut d’enregistrement dans chaque pays de destination.",
        icon: 'badgeCheck',
      },
      {
        title: 'Gestion de la chaîne du froid',
        description:
          "Les produits sont stockés et transportés dans les conditions de température indiquées par le fabricant sur l’étiquetage, avec une surveillance continue de la température et des relevés pour chaque expédition.",
        icon: 'thermometer',
      },
      {
        title: 'Contrôle qualité',
        description:
          "Les certificats d’analyse sont examinés pour chaque lot, les envois sont inspectés à réception et des échantillons sont confiés à un laboratoire indépendant pour analyse lorsque cela est requis.",
        icon: 'flask',
      },
      {
        title: 'Distribution fiable',
        description:
          'Une logistique planifiée, une traçabilité complète des lots et des calendriers de livraison clairs, comme en témoignent les 95 % de nos commandes livrées dans les délais.',
        icon: 'truck',
      },
    ],
  },
  coverage: {
    heading: 'Couverture géographique',
    intro: "Nous fournissons actuellement des médicaments antipaludiques dans six pays d’Afrique de l’Ouest.",
    countries: [
      { name: 'Ghana', capital: 'Accra', status: 'active' },
      { name: 'Nigeria', capital: 'Abuja', status: 'active' },
      { name: 'Burkina Faso', capital: 'Ouagadougou', status: 'active' },
      { name: "Côte d’Ivoire", capital: 'Yamoussoukro', status: 'active' },
      { name: 'Mali', capital: 'Bamako', status: 'expanding' },
      { name: 'Sénégal', capital: 'Dakar', status: 'expanding' },
    ],
  },
  clients: {
    heading: 'Nos clients',
    intro: 'Nous travaillons avec des acheteurs publics et privés de médicaments antipaludiques.',
    items: [
      'Ministères de la Santé',
      "Programmes nationaux de lutte contre le paludisme et d’élimination du paludisme",
      "Centrales d’achat de médicaments et agences publiques d’achat",
      "Agences d’achat internationales et partenaires au développement",
      'ONG et réseaux de santé confessionnels',
      'Hôpitaux publics et privés',
      'Centres de santé et cliniques',
      'Pharmacies et grossistes agréés',
    ],
  },
  stats: {
    heading: 'Nos résultats',
    items: [
      { value: '500+', label: 'Contrats' },
      { value: '12', label: 'Pays' },
      { value: '95 %', label: 'Livraisons dans les délais' },
      { value: '15+', label: "Années d’activité" },
    ],
  },
  catalog: {
    title: 'Catalogue des médicaments antipaludiques',
    fileSlug: 'catalogue-des-medicaments-antipaludiques',
    heading: 'Catalogue des produits',
    intro: 'Notre catalogue présente, par catégorie, les médicaments antipaludiques que nous fournissons, avec leurs dosages et leurs formes galéniques. Consultez-le en ligne ou téléchargez-le au format PDF.',
    viewLabel: 'Consulter le catalogue',
    downloadLabel: 'Télécharger le catalogue',
  },
  cta: {
    heading: 'Demander un devis',
    text: 'Indiquez-nous les médicaments, les quantités et la destination de livraison souhaités. Notre équipe vous adressera un devis sous 24 heures.',
    actions: [{ label: 'Demander un devis', href: '/contact', variant: 'primary' }],
  },
};
