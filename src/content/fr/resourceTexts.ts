import { site } from '../site';
import type { PdfSection } from '../types';
import { closes, office, opens } from './office';

/**
 * French texts of the generated resource PDFs; imported only by the build-time generators,
 * never by browser code. Keys are the `fileSlug` of the French records in ./resources.
 */

/** Sections of each guide PDF, keyed by the guide's `fileSlug` in ./resources. */
export const guideTexts: Record<string, PdfSection[]> = {
  'guide-de-la-certification-ooas-2024': [
    {
      heading: 'À propos de l’OOAS',
      paragraphs: [
        'L’Organisation Ouest Africaine de la Santé (OOAS) est l’institution spécialisée de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) dans le domaine de la santé. Elle a été créée par un protocole signé à Abuja en 1987 et son siège se trouve à Bobo-Dioulasso, au Burkina Faso. Créée pour servir les États membres de la CEDEAO, elle couvre une région de quinze pays, qui compte environ 380 millions d’habitants, et travaille en anglais, en français et en portugais. Le Burkina Faso, le Mali et le Niger se sont retirés de la CEDEAO en janvier 2025 ; la Communauté compte désormais douze États membres, et les modalités d’application des procédures régionales à ces trois pays sont encore en cours de définition.',
        'En matière de réglementation pharmaceutique, l’OOAS coordonne le programme d’harmonisation de la réglementation pharmaceutique de la CEDEAO, lancé en 2017 dans le cadre de l’initiative plus large pour l’harmonisation de la réglementation des médicaments en Afrique (AMRH). Dans ce cadre, les autorités nationales de réglementation pharmaceutique procèdent à des évaluations conjointes des dossiers de produits, coordonnent leurs inspections, adoptent des lignes directrices techniques communes et échangent des informations sur les produits et leur sécurité.',
      ],
    },
    {
      heading: 'Ce que recouvre la certification régionale',
      paragraphs: [
        'Une procédure régionale ne remplace pas l’enregistrement national. Elle aboutit à une évaluation scientifique conjointe, menée par des évaluateurs de plusieurs autorités nationales, dont chaque autorité participante utilise ensuite les conclusions pour délivrer sa propre autorisation de mise sur le marché (AMM), en général plus rapidement que ne le permettrait un examen national isolé.',
        'Dans le présent guide, l’expression « certification OOAS » désigne le fait de mener un produit avec succès au terme de la procédure régionale, puis jusqu’à l’autorisation nationale dans les pays participants. Pour le demandeur, les avantages sont un dossier unique, une seule série de réponses aux questions des évaluateurs et un accès plus prévisible à plusieurs marchés à la fois.',
      ],
    },
    {
      heading: 'Conditions d’éligibilité et exigences',
      paragraphs: [
        'Sont éligibles les produits fabriqués sur un site conforme aux bonnes pratiques de fabrication (BPF), attestées par la préqualification de l’Organisation mondiale de la Santé (OMS), par l’approbation d’une autorité de réglementation rigoureuse ou par une inspection récente satisfaisante. Le dossier doit suivre le format du document technique commun (CTD), avec des données de qualité complètes dans le module 3.',
        'Les études de stabilité doivent justifier une conservation en zone climatique IVb (30 °C et 75 % d’humidité relative). Les médicaments génériques nécessitent une étude de bioéquivalence par rapport à un comparateur accepté, et le demandeur doit désigner un représentant local dans chaque pays où l’autorisation est demandée. L’étiquetage et l’information destinée aux patients doivent respecter les exigences linguistiques de chaque marché.',
      ],
    },
    {
      heading: 'Déroulement et calendrier',
      paragraphs: [
        'Une procédure régionale type dure de six à huit mois à compter du début de la préparation. Les semaines 1 et 2 sont consacrées à l’analyse des écarts du dossier existant. Les semaines 3 à 8 couvrent l’achèvement du dossier et la préparation de la demande régionale. Le dépôt a lieu au cours de la semaine 9.',
        'L’évaluation conjointe, y compris les questions des évaluateurs et les réponses du demandeur, se déroule généralement de la semaine 10 à la semaine 20. Les semaines 21 à 24 couvrent les conclusions finales de l’évaluation, et les semaines 25 à 28 la délivrance des autorisations nationales par les autorités participantes sur la base de ces conclusions.',
      ],
    },
    {
      heading: 'Causes fréquentes de retard',
      paragraphs: [
        'La plupart des retards sont évitables. Les causes les plus fréquentes sont des données de qualité incomplètes dans le module 3, des études de stabilité qui ne couvrent pas les conditions de la zone IVb, des données de bioéquivalence absentes ou insuffisantes, des incohérences entre les résumés et les données sous-jacentes, ainsi que des réponses tardives ou partielles aux questions des évaluateurs. Une analyse approfondie des écarts avant le dépôt permet d’en résoudre la plupart.',
      ],
    },
    {
      heading: 'Notre accompagnement des demandeurs',
      paragraphs: [
        `${site.shortName} détient la certification OOAS depuis 2012 et affiche un taux de réussite de 98 % pour ses dossiers réglementaires. Nous réalisons l’analyse des écarts, constituons ou complétons le dossier, gérons le dépôt et l’ensemble des échanges avec les évaluateurs, et suivons chaque autorisation nationale jusqu’à la délivrance du certificat. Contactez-nous pour une évaluation de votre dossier ; nous répondons sous 24 heures.`,
      ],
    },
  ],
  'lignes-directrices-pour-le-traitement-du-paludisme': [
    {
      heading: 'Objet et champ d’application',
      paragraphs: [
        'Le présent guide résume les lignes directrices de l’Organisation mondiale de la Santé (OMS) sur le paludisme à l’intention des responsables des achats, du personnel des autorités de réglementation et des gestionnaires de programmes. Il ne remplace ni ces lignes directrices ni les politiques nationales de traitement, que les prescripteurs doivent suivre. L’OMS met à jour ses recommandations en ligne au fur et à mesure de l’examen des données probantes : vérifiez donc toujours la version en vigueur avant de prendre une décision.',
      ],
    },
    {
      heading: 'Diagnostic',
      paragraphs: [
        'L’OMS recommande que tout cas suspect de paludisme soit confirmé par un test parasitologique, par microscopie ou par test de diagnostic rapide (TDR), avant l’administration du traitement. Le dépistage évite l’utilisation inutile d’antipaludiques, aide à repérer les autres causes de fièvre et fournit les données à partir desquelles les programmes prévoient leurs besoins. Les plans d’approvisionnement doivent donc couvrir les TDR aussi bien que les médicaments.',
      ],
    },
    {
      heading: 'Traitement du paludisme à falciparum non compliqué',
      paragraphs: [
        'Le paludisme non compliqué à Plasmodium falciparum se traite par une cure de trois jours de combinaison thérapeutique à base d’artémisinine (CTA). Les CTA recommandées par l’OMS sont l’artéméther-luméfantrine, l’artésunate-amodiaquine, l’artésunate-méfloquine, la dihydroartémisinine-pipéraquine, l’artésunate associé à la sulfadoxine-pyriméthamine et l’artésunate-pyronaridine. Les doses étant fonction du poids corporel, les produits sont achetés dans des présentations par tranche de poids.',
        'Depuis 2022, l’OMS recommande l’artéméther-luméfantrine pour le traitement du paludisme à falciparum non compliqué au cours du premier trimestre de la grossesse. Dans les zones de faible transmission, une dose unique faible de primaquine peut être ajoutée pour réduire la transmission, conformément à la politique nationale.',
      ],
    },
    {
      heading: 'Paludisme grave',
      paragraphs: [
        'Le paludisme grave est une urgence médicale. L’OMS recommande l’artésunate injectable, administré par voie intraveineuse ou intramusculaire, pendant au moins 24 heures et jusqu’à ce que le patient puisse prendre un traitement par voie orale, puis une cure complète de trois jours de CTA. La dose est de 2,4 mg/kg ; les enfants de moins de 20 kg reçoivent 3 mg/kg.',
        'Lorsque le traitement injectable n’est pas disponible, les enfants de moins de six ans doivent recevoir une dose unique d’artésunate par voie rectale avant d’être transférés sans délai vers un établissement en mesure d’assurer le traitement complet.',
      ],
    },
    {
      heading: 'Prévention',
      paragraphs: [
        'Les mesures de prévention comprennent les moustiquaires imprégnées d’insecticide ; le traitement préventif intermittent pendant la grossesse par la sulfadoxine-pyriméthamine, commencé le plus tôt possible au deuxième trimestre et administré lors des consultations prénatales programmées, à au moins un mois d’intervalle ; la chimioprévention du paludisme saisonnier (CPS) par la sulfadoxine-pyriméthamine associée à l’amodiaquine dans les zones de transmission saisonnière ; et la chimioprévention du paludisme pérenne chez les jeunes enfants dans les zones où la transmission est permanente.',
        'L’OMS recommande également les vaccins RTS,S/AS01 et R21/Matrix-M pour les enfants vivant dans des zones de transmission modérée à élevée, en quatre doses à partir de l’âge de cinq mois environ. Les vaccins complètent, sans les remplacer, les autres mesures de prévention et le traitement rapide.',
      ],
    },
    {
      heading: 'Conséquences pour les achats',
      paragraphs: [
        'Les prévisions doivent tenir compte des tranches de poids définies par la politique nationale, de la saisonnalité de la transmission et du calendrier des campagnes de chimioprévention, qui doivent être approvisionnées avant le premier cycle. Les formulations pédiatriques dispersibles et les produits de chimioprévention co-emballés simplifient l’administration. Exigez des produits préqualifiés par l’OMS ou approuvés par une autorité de réglementation rigoureuse, demandez des données de stabilité pour la zone IVb et planifiez les livraisons avant la saison des pluies.',
      ],
    },
  ],
  'manuel-des-marques-aripo': [
    {
      heading: 'À propos de l’ARIPO',
      paragraphs: [
        'L’Organisation régionale africaine de la propriété intellectuelle (ARIPO) a été créée en 1976 par l’Accord de Lusaka, initialement sous le nom d’Organisation de la propriété industrielle de l’Afrique anglophone (ESARIPO). Elle est devenue l’Organisation régionale africaine de la propriété industrielle en 1985 et a pris son nom actuel en 2004. Son siège se trouve à Harare, au Zimbabwe.',
        'L’ARIPO administre plusieurs protocoles : le Protocole de Harare (1982) relatif aux brevets et aux dessins et modèles industriels, le Protocole de Banjul (1993) relatif aux marques, le Protocole de Swakopmund (2010) relatif aux savoirs traditionnels et aux expressions du folklore, et le Protocole d’Arusha (2015) relatif aux obtentions végétales. L’adhésion à l’ARIPO n’emporte pas l’adhésion à chacun de ces protocoles.',
      ],
    },
    {
      heading: 'Le Protocole de Banjul relatif aux marques',
      paragraphs: [
        'Le Protocole de Banjul a été adopté à Banjul, en Gambie, en 1993 et est entré en vigueur en 1997. Il permet à un déposant de déposer une demande unique désignant tout ou partie des États parties au Protocole. La demande peut être déposée directement auprès de l’office de l’ARIPO ou par l’intermédiaire de l’office national d’un État membre.',
        'L’ARIPO examine la conformité de la demande aux exigences de forme et la notifie aux États désignés, qui examinent chacun la marque au regard de leur législation nationale et peuvent refuser la protection dans le délai prescrit. La marque est enregistrée pour les États qui ne l’ont pas refusée, avec les mêmes effets qu’un enregistrement national. L’enregistrement est valable dix ans et peut être renouvelé pour de nouvelles périodes de dix ans.',
      ],
    },
    {
      heading: 'Couverture et limites',
      paragraphs: [
        'Tous les États membres de l’ARIPO n’ont pas adhéré au Protocole de Banjul. Le Ghana, par exemple, est membre de l’ARIPO mais n’accepte pas les désignations régionales de marques : les marques destinées au Ghana sont donc déposées auprès du Registrar-General’s Department, l’office ghanéen d’enregistrement. Le Nigeria n’est pas membre de l’ARIPO, et les États membres de l’Organisation Africaine de la Propriété Intellectuelle (OAPI), pour la plupart francophones, protègent les marques par l’intermédiaire de cette organisation régionale distincte.',
        'Dans certains États membres, la question de savoir si le Protocole a été pleinement intégré dans le droit national a été soulevée, ce qui peut avoir une incidence sur la défense des droits. Lorsqu’un marché revêt une importance commerciale déterminante, nous conseillons un dépôt national en complément du dépôt régional.',
      ],
    },
    {
      heading: 'Conditions de dépôt',
      paragraphs: [
        'Une demande comprend une reproduction claire de la marque ; les nom, adresse et nationalité du déposant ; la liste des produits ou services classés selon la classification de Nice (classe 5 pour les préparations pharmaceutiques) ; les États désignés ; et un pouvoir lorsque le dépôt est effectué par un mandataire. Si la priorité est revendiquée en vertu de la Convention de Paris, la demande doit être déposée dans les six mois suivant le dépôt antérieur et accompagnée d’une copie certifiée conforme du document de priorité.',
      ],
    },
    {
      heading: 'Calendrier',
      paragraphs: [
        'Une demande régionale aboutit généralement à l’enregistrement en 12 à 18 mois. Semaines 1 et 2 : recherche d’antériorités et stratégie de dépôt. Semaines 3 et 4 : préparation et dépôt. Mois 2 à 4 : examen de forme par l’ARIPO et notification aux États désignés. Mois 6 à 12 : examen national et éventuels refus ou oppositions. Mois 12 à 18 : enregistrement et délivrance du certificat.',
      ],
    },
    {
      heading: 'Maintien et défense des droits',
      paragraphs: [
        'Après l’enregistrement, le titulaire doit surveiller les échéances de renouvellement, faire inscrire auprès de l’ARIPO les changements de titulaire, de nom ou d’adresse ainsi que les licences, et surveiller les marques susceptibles d’entrer en conflit avec la sienne. Les actions contre les contrefacteurs relèvent du droit national et s’exercent devant les tribunaux et, lorsqu’elles existent, au moyen de mesures douanières dans chaque État désigné. Nous assurons la gestion des renouvellements et la surveillance de chaque marque que nous enregistrons.',
      ],
    },
  ],
  'guide-des-marches-publics': [
    {
      heading: 'Cadres juridiques',
      paragraphs: [
        'Au Ghana, les marchés publics sont régis par la loi de 2003 sur les marchés publics (Public Procurement Act, 2003, Act 663), modifiée par la loi de 2016 (Public Procurement (Amendment) Act, 2016, Act 914), et placés sous la supervision de la Public Procurement Authority. Les appels d’offres sont de plus en plus publiés et gérés au moyen du système électronique de passation des marchés du Ghana (Ghana Electronic Procurement System, GHANEPS).',
        'Au Nigeria, la loi de 2007 sur les marchés publics (Public Procurement Act, 2007) a créé le Bureau of Public Procurement. Les autres pays de la région disposent de lois comparables, fondées sur les mêmes principes : concurrence, transparence, optimisation des ressources et obligation de rendre compte. Lisez la loi et la réglementation de chaque pays avant de soumissionner, car les seuils et les procédures diffèrent.',
      ],
    },
    {
      heading: 'Modes de passation',
      paragraphs: [
        'L’appel d’offres ouvert, national ou international, est la méthode de droit commun pour les achats de médicaments d’une valeur significative. L’appel d’offres restreint, la demande de cotation et l’entente directe ne sont autorisés que dans les cas prévus par la loi, par exemple pour des achats de faible montant ou en cas d’urgence avérée. Les accords-cadres sont de plus en plus utilisés pour les besoins récurrents, comme les antipaludiques, avec des commandes passées sur une ou plusieurs années.',
      ],
    },
    {
      heading: 'Préparer une offre conforme',
      paragraphs: [
        'Une offre de médicaments exige généralement les documents d’immatriculation de l’entreprise, des attestations de régularité fiscale et sociale en cours de validité, l’inscription auprès de l’autorité des marchés publics lorsqu’elle est requise, les certificats d’enregistrement des produits délivrés par l’autorité nationale de réglementation, une autorisation du fabricant, les certificats de bonnes pratiques de fabrication (BPF) ou les lettres de préqualification de l’Organisation mondiale de la Santé (OMS), une garantie de soumission et les bordereaux des prix dûment remplis.',
        'Respectez scrupuleusement le format prévu par le dossier d’appel d’offres. Une signature manquante, un certificat expiré, une garantie de soumission non conforme ou un dépôt tardif entraînent couramment le rejet de l’offre, quel que soit le prix. Soumettez vos demandes d’éclaircissements avant la date limite fixée dans l’appel d’offres.',
      ],
    },
    {
      heading: 'Évaluation et attribution',
      paragraphs: [
        'Les offres sont généralement vérifiées d’abord quant à leur complétude et à leur recevabilité, puis évaluées au regard des spécifications techniques, et enfin comparées sur le prix, le marché étant attribué à l’offre conforme évaluée la moins-disante. Maintenez la validité de votre offre pendant toute la durée indiquée. Les soumissionnaires non retenus peuvent exercer un recours, d’abord auprès de l’autorité contractante, puis auprès de l’autorité des marchés publics, dans les délais fixés par la loi.',
      ],
    },
    {
      heading: 'Marchés financés par les bailleurs de fonds',
      paragraphs: [
        'Les achats financés par des partenaires au développement peuvent obéir aux règles du bailleur. En vertu de la politique d’assurance qualité du Fonds mondial, par exemple, les produits pharmaceutiques finis doivent être préqualifiés par l’OMS, autorisés par une autorité de réglementation rigoureuse ou recommandés par le Groupe d’examen d’experts (Expert Review Panel). Vérifiez les règles applicables avant de préparer une offre, et assurez-vous que chaque produit satisfait à la fois aux exigences du bailleur et à celles de l’autorité nationale de réglementation.',
      ],
    },
  ],
  'manuel-de-conformite-aux-regles-commerciales-de-la-cedeao': [
    {
      heading: 'La CEDEAO en bref',
      paragraphs: [
        'La Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) a été fondée en 1975 par le traité de Lagos ; un traité révisé a été signé à Cotonou en 1993. Sa Commission siège à Abuja, au Nigeria. Les quinze pays de la région comptent au total environ 400 millions d’habitants et un PIB cumulé d’environ 800 milliards de dollars des États-Unis, ce qui fait de la région l’un des plus grands marchés pharmaceutiques d’Afrique. Le Burkina Faso, le Mali et le Niger se sont retirés de la Communauté en janvier 2025 ; celle-ci compte désormais douze États membres.',
      ],
    },
    {
      heading: 'Le Schéma de libéralisation des échanges de la CEDEAO',
      paragraphs: [
        'Le Schéma de libéralisation des échanges de la CEDEAO (SLEC) a été lancé en 1979 pour les produits agricoles, les produits du cru et l’artisanat, puis étendu aux produits industriels en 1990. Les marchandises qui satisfont aux règles d’origine de la Communauté, parce qu’elles sont entièrement obtenues dans la région ou y ont subi une transformation suffisante, peuvent circuler entre les États membres en franchise de droits à l’importation.',
        'Pour en bénéficier, le fabricant et le produit doivent être agréés au titre du Schéma par les autorités nationales compétentes, et chaque envoi doit être accompagné d’un certificat d’origine CEDEAO. L’exonération des droits ne dispense pas des autres formalités aux frontières, notamment des autorisations réglementaires et des inspections.',
      ],
    },
    {
      heading: 'Le Tarif extérieur commun',
      paragraphs: [
        'Les marchandises importées dans la région en provenance de pays tiers à la CEDEAO sont soumises au Tarif extérieur commun (TEC) de la CEDEAO, en vigueur depuis le 1er janvier 2015, qui comporte cinq bandes de droits : 0, 5, 10, 20 et 35 %. Un prélèvement communautaire de 0,5 % s’applique également aux importations en provenance de pays tiers. Classez soigneusement les produits selon le Système harmonisé, car la ligne tarifaire détermine les droits exigibles.',
      ],
    },
    {
      heading: 'Autorisations réglementaires',
      paragraphs: [
        'Les règles commerciales ne remplacent pas la réglementation pharmaceutique. Chaque produit doit être titulaire d’une autorisation de mise sur le marché (AMM) délivrée par l’autorité nationale de réglementation du pays de destination, comme la Food and Drugs Authority (FDA) du Ghana ou la NAFDAC au Nigeria, et chaque envoi doit être couvert par l’autorisation d’importation exigée par cette autorité. Les produits peuvent faire l’objet d’une inspection et d’un prélèvement d’échantillons au point d’entrée.',
        'Les médicaments placés sous contrôle, comme les analgésiques stupéfiants, nécessitent en outre des autorisations d’importation et d’exportation au titre des conventions internationales relatives au contrôle des drogues. Anticipez largement ces démarches, car ces autorisations sont délivrées envoi par envoi.',
      ],
    },
    {
      heading: 'Documents exigés pour chaque envoi',
      paragraphs: [
        'Un envoi type de médicaments est accompagné d’une facture commerciale, d’une liste de colisage, d’un connaissement ou d’une lettre de transport aérien, de l’autorisation d’importation, d’un certificat d’analyse pour chaque lot, d’un certificat d’origine (un certificat CEDEAO lorsque l’exonération des droits est demandée) et, le cas échéant, du certificat d’assurance requis. Vérifiez l’étiquetage au regard des exigences du pays de destination avant l’expédition, car le réétiquetage à la frontière est coûteux et peut être interdit.',
      ],
    },
    {
      heading: 'La Zone de libre-échange continentale africaine',
      paragraphs: [
        'L’Accord portant création de la Zone de libre-échange continentale africaine (ZLECAf) est entré en vigueur en 2019, et les échanges dans son cadre ont commencé le 1er janvier 2021. Son secrétariat est établi à Accra. Les États parties suppriment progressivement les droits de douane sur la plupart des marchandises, sur cinq ans pour la plupart des pays et sur dix ans pour les pays les moins avancés. Pour les entreprises pharmaceutiques, les règles d’origine de la ZLECAf et celles de la CEDEAO s’appliqueront de plus en plus en parallèle.',
      ],
    },
  ],
  'guide-de-l-harmonisation-reglementaire-et-de-l-ama': [
    {
      heading: 'De l’AMRH à l’AMA',
      paragraphs: [
        'L’initiative pour l’harmonisation de la réglementation des médicaments en Afrique (AMRH) a été lancée en 2009 sous l’égide de l’agence de développement de l’Union africaine (UA), aujourd’hui l’AUDA-NEPAD, avec l’Organisation mondiale de la Santé (OMS) et d’autres partenaires. Elle soutient l’harmonisation par l’intermédiaire des communautés économiques régionales : le programme de la Communauté d’Afrique de l’Est a démarré en 2012, la collaboration ZAZIBONA en Afrique australe en 2013, et le programme de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO), coordonné par l’Organisation Ouest Africaine de la Santé (OOAS), en 2017.',
        'En 2016, l’Union africaine a approuvé la loi type de l’UA sur la réglementation des produits médicaux, qui offre aux États membres un modèle de législation nationale favorable à la confiance réglementaire (reliance) et à l’harmonisation. De nombreux pays s’en sont depuis inspirés pour actualiser leur législation.',
      ],
    },
    {
      heading: 'L’Agence africaine du médicament',
      paragraphs: [
        'Le Traité portant création de l’Agence africaine du médicament (AMA) a été adopté par la Conférence de l’Union africaine en février 2019 et est entré en vigueur en novembre 2021, après la quinzième ratification. En juillet 2022, le Conseil exécutif de l’UA a choisi Kigali, au Rwanda, pour accueillir le siège de l’Agence, et l’accord de siège a été signé en juin 2023. Le Traité est ouvert aux 55 États membres de l’UA, dont la population dépasse 1,3 milliard d’habitants.',
        'L’AMA coordonnera et renforcera la réglementation à l’échelle du continent, sans se substituer aux autorités nationales. Ses fonctions attendues comprennent l’évaluation de certains produits médicaux, la coordination des évaluations conjointes et des inspections relatives aux bonnes pratiques de fabrication (BPF), une liste commune des produits évalués, la coordination de la surveillance de la sécurité et l’appui aux autorités de réglementation nationales et régionales.',
      ],
    },
    {
      heading: 'Capacités réglementaires et confiance réglementaire',
      paragraphs: [
        'L’OMS évalue les autorités nationales de réglementation au moyen de son outil mondial d’analyse comparative (Global Benchmarking Tool), qui classe les systèmes selon quatre niveaux de maturité. Le niveau 3 correspond à un système stable et performant. La Tanzania Medicines and Medical Devices Authority a été la première autorité africaine à l’atteindre, en 2018, suivie de la Food and Drugs Authority (FDA) du Ghana en 2020 et de la NAFDAC au Nigeria.',
        'La confiance réglementaire, par laquelle une autorité tient compte de l’évaluation réalisée par une autre autorité de confiance, est un élément central du modèle continental. Les produits déjà approuvés dans le cadre de la préqualification de l’OMS ou par une autorité de réglementation rigoureuse peuvent souvent bénéficier de procédures nationales abrégées.',
      ],
    },
    {
      heading: 'Se préparer aux procédures harmonisées',
      paragraphs: [
        'Les fabricants peuvent s’y préparer dès maintenant en tenant à jour un dossier unique et complet au format du document technique commun (CTD), avec des données cohérentes pour tous les marchés ; en disposant de preuves à jour de la conformité aux BPF pour chaque site de fabrication ; en produisant des données de stabilité pour la zone climatique IVb ; et en consignant en un seul endroit les autorisations, modifications et conditions propres à chaque pays.',
        'Un examen harmonisé prend généralement de 6 à 12 mois. Notre démarche pour les projets d’harmonisation se déroule en six étapes : évaluation du dossier existant (semaines 1 et 2), stratégie et choix des pays (semaines 3 et 4), dépôt (semaine 5), évaluation et questions (semaines 6 à 12), suivi national (semaines 13 à 16) et planification post-autorisation (semaines 17 à 20).',
      ],
    },
    {
      heading: 'Notre accompagnement',
      paragraphs: [
        `${site.shortName} suit de près l’élaboration des procédures de l’AMA et accompagne les fabricants dans l’évaluation de leurs dossiers, leurs stratégies d’harmonisation, leurs dépôts régionaux et nationaux et leur conformité après autorisation. Forts d’une expérience dans 12 pays africains et auprès de plus de 50 organismes de réglementation, nous aidons nos clients à tirer parti de l’harmonisation pour atteindre plus de patients, plus tôt. Contactez-nous pour une évaluation de vos besoins en matière d’harmonisation.`,
      ],
    },
  ],
};

/** Sections of each document PDF, keyed by the document's `fileSlug` in ./resources. */
export const documentTexts: Record<string, PdfSection[]> = {
  'liste-de-controle-pour-l-enregistrement-des-produits': [
    {
      heading: 'Documents administratifs',
      paragraphs: [
        'Formulaire de demande rempli et lettre d’accompagnement ; reçu de paiement des frais ; lettre de désignation du représentant local ou du titulaire de l’autorisation de mise sur le marché (AMM) ; pouvoir lorsqu’un mandataire agit pour le compte du demandeur.',
        'Certificat de produit pharmaceutique (CPP) au format de l’Organisation mondiale de la Santé (OMS), licence de fabrication et certificat de bonnes pratiques de fabrication (BPF) en cours de validité pour chaque site, ainsi que, le cas échéant, les lettres de préqualification de l’OMS ou d’approbation par une autorité de réglementation rigoureuse.',
      ],
    },
    {
      heading: 'Documents techniques',
      paragraphs: [
        'Dossier au format du document technique commun (CTD) : résumé global de la qualité, données de qualité complètes (module 3), synthèses non clinique et clinique et, pour les génériques, une étude de bioéquivalence par rapport à un comparateur accepté. Les données de stabilité doivent couvrir la zone climatique IVb.',
      ],
    },
    {
      heading: 'Échantillons et étiquetage',
      paragraphs: [
        'Échantillons du produit dans les quantités fixées par l’autorité, accompagnés des certificats d’analyse des lots ; maquettes de l’étiquette et de l’emballage extérieur ; notice et information destinée aux patients dans les langues requises.',
      ],
    },
    {
      heading: 'Avant le dépôt',
      paragraphs: [
        'Vérifiez que les noms, dosages, sites et numéros de lot sont identiques dans tous les documents, que les certificats sont en cours de validité et légalisés lorsque cela est exigé, et que les fichiers électroniques respectent les règles de format de l’autorité.',
      ],
    },
  ],
  'modele-de-structure-du-dossier-ctd': [
    {
      heading: 'Module 1 : informations administratives régionales',
      paragraphs: [
        'Le module 1 est propre à chaque autorité : formulaires de demande, certificats, étiquetage, informations sur le produit et coordonnées du représentant local. C’est la partie du dossier qui doit être adaptée à chaque pays.',
      ],
    },
    {
      heading: 'Module 2 : résumés',
      paragraphs: [
        'Le module 2 contient le résumé global de la qualité ainsi que les synthèses et résumés non cliniques et cliniques. Les évaluateurs le lisent en premier : il doit donc être exact et cohérent avec les données des modules 3 à 5.',
      ],
    },
    {
      heading: 'Module 3 : qualité',
      paragraphs: [
        'Le module 3 porte sur la substance active et le produit fini : fabrication, caractérisation, contrôles, étalons de référence, système de fermeture du conditionnement et stabilité. Pour l’Afrique de l’Ouest, les études de stabilité doivent justifier une conservation en zone IVb (30 °C / 75 % HR).',
      ],
    },
    {
      heading: 'Modules 4 et 5 : rapports d’études',
      paragraphs: [
        'Le module 4 regroupe les rapports d’études non cliniques et le module 5 les rapports d’études cliniques. Pour la plupart des médicaments génériques, le module 5 se compose principalement de l’étude de bioéquivalence, tandis que le module 4 renvoie à la littérature publiée.',
      ],
    },
  ],
  'liste-de-controle-pour-la-demande-d-autorisation-d-importation': [
    {
      heading: 'Conditions préalables',
      paragraphs: [
        'Le produit doit être enregistré auprès de l’autorité nationale de réglementation, et l’importateur doit détenir une licence valide pour les locaux où les marchandises seront stockées. Les médicaments placés sous contrôle exigent en outre une autorisation d’importation au titre des conventions internationales relatives au contrôle des drogues.',
      ],
    },
    {
      heading: 'Pièces de la demande',
      paragraphs: [
        'Facture pro forma indiquant les noms, dosages, présentations, quantités et valeurs des produits ; copie du certificat d’enregistrement du produit ; licence de l’importateur ; et précisions sur le point d’entrée et la date d’arrivée prévue.',
      ],
    },
    {
      heading: 'Au point d’entrée',
      paragraphs: [
        'Présentez l’autorisation d’importation accompagnée de la facture commerciale, de la liste de colisage, du connaissement ou de la lettre de transport aérien, des certificats d’analyse des lots et du certificat d’origine. Prévoyez le temps nécessaire à l’inspection et au prélèvement d’échantillons par l’autorité de réglementation avant la mainlevée, et conservez les relevés de température pour les produits qui exigent un stockage à température contrôlée.',
      ],
    },
  ],
  'guide-du-formulaire-de-notification-de-pharmacovigilance': [
    {
      heading: 'Informations minimales',
      paragraphs: [
        'Une notification valide comporte quatre éléments : un patient identifiable (les initiales, l’âge ou le sexe suffisent), un notificateur identifiable, au moins un médicament suspecté et au moins un événement indésirable. Ajoutez le numéro de lot, les dates, les doses et l’évolution chaque fois qu’ils sont connus.',
      ],
    },
    {
      heading: 'Ce qu’il faut notifier',
      paragraphs: [
        'Notifiez tous les effets indésirables suspectés, en particulier ceux qui sont graves ou inattendus, les effets liés aux nouveaux médicaments et aux vaccins, les suspicions d’inefficacité, les erreurs médicamenteuses et les produits suspectés d’être de qualité inférieure ou falsifiés. La certitude n’est pas requise : une suspicion suffit.',
      ],
    },
    {
      heading: 'Délais et transmission',
      paragraphs: [
        'Les titulaires d’une autorisation de mise sur le marché (AMM) doivent en règle générale notifier les cas graves à l’autorité nationale de réglementation dans un délai de 15 jours calendaires à compter de la date à laquelle ils en ont eu connaissance, et fournir les rapports périodiques actualisés de sécurité exigés. Les notifications peuvent être transmises au moyen du formulaire de l’autorité, de son système en ligne ou, dans plusieurs pays dont le Ghana et le Nigeria, de l’application mobile Med Safety.',
      ],
    },
  ],
  'fiche-d-information-pour-une-demande-de-marque': [
    {
      heading: 'La marque',
      paragraphs: [
        'Une reproduction claire de la marque : le ou les mots, le logo en haute résolution, ou les deux ; les couleurs revendiquées, le cas échéant ; et une traduction ou une translittération de tout mot qui n’est pas en anglais.',
      ],
    },
    {
      heading: 'Le déposant',
      paragraphs: [
        'Nom légal complet, adresse et nationalité ou lieu de constitution du déposant, ainsi que le nom de la personne qui signe le pouvoir.',
      ],
    },
    {
      heading: 'Produits, marchés et priorité',
      paragraphs: [
        'Une description des produits ou services, généralement des préparations pharmaceutiques de la classe 5 ; les pays ou régions où une protection est nécessaire ; et le numéro, la date et le pays de toute demande antérieure si la priorité est revendiquée dans un délai de six mois.',
      ],
    },
  ],
  'presentation-de-l-entreprise': [
    {
      heading: 'Qui nous sommes',
      paragraphs: [
        `${site.name} a été fondée en ${site.founded} à ${office.location}. Nous fournissons des médicaments de qualité garantie et proposons des services en matière de marques et de réglementation aux gouvernements, aux ONG, aux établissements de santé, aux fabricants et aux titulaires de marques dans 12 pays africains.`,
      ],
    },
    {
      heading: 'Nos activités',
      paragraphs: [
        'Fourniture d’antipaludiques préqualifiés par l’Organisation mondiale de la Santé (OMS) ; enregistrement de marques par la voie nationale, par l’ARIPO et par le Protocole de Madrid ; conformité réglementaire au regard des exigences de l’Organisation Ouest Africaine de la Santé (OOAS), de la NAFDAC, de la Food and Drugs Authority (FDA) du Ghana, de la préqualification de l’OMS, de l’Agence africaine du médicament (AMA) et de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) ; documentation d’assurance qualité ; préparation des offres aux appels d’offres publics ; et formation réglementaire.',
      ],
    },
    {
      heading: 'Nos références',
      paragraphs: [
        'Plus de 500 marchés publics, 95 % de livraisons dans les délais, un taux de réussite de 98 % pour les dossiers réglementaires, plus de 50 partenaires pharmaceutiques et plus de 15 ans d’expérience.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Courriel : ${site.email} ; téléphone : ${site.phone}. Heures d’ouverture : du lundi au vendredi, de ${opens} à ${closes} GMT (UTC+0) ; ligne d’urgence 24 h/24, 7 j/7. Nous répondons à chaque demande sous 24 heures.`,
      ],
    },
  ],
};

/** Paragraphs of each video transcript PDF, keyed by the video's `fileSlug` in ./resources. */
export const videoTranscripts: Record<string, string[]> = {
  'introduction-a-l-ooas-et-a-la-reglementation-regionale-des-medicaments': [
    'Bienvenue dans cette introduction à la réglementation régionale des médicaments en Afrique de l’Ouest. L’Organisation Ouest Africaine de la Santé, ou OOAS, est l’institution spécialisée dans le domaine de la santé de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO). Elle a été créée par un protocole signé en 1987 et son siège se trouve à Bobo-Dioulasso, au Burkina Faso.',
    'Depuis 2017, l’OOAS coordonne le programme d’harmonisation de la réglementation pharmaceutique de la CEDEAO. Dans ce cadre, les autorités nationales de réglementation évaluent conjointement les dossiers, alignent leurs lignes directrices techniques et échangent des informations sur les produits et leur sécurité.',
    'Une procédure régionale ne remplace pas l’enregistrement national. Chaque autorité participante s’appuie en effet sur l’évaluation conjointe pour délivrer sa propre autorisation de mise sur le marché (AMM), généralement plus rapidement qu’au terme d’un examen national distinct.',
    'Pour les fabricants, les clés du succès sont un dossier complet au format du document technique commun (CTD), des données de stabilité pour la zone climatique IVb et des réponses rapides et complètes aux questions des évaluateurs. Nous examinerons chacun de ces points en détail lors des prochaines sessions.',
  ],
  'combinaisons-therapeutiques-a-base-d-artemisinine-produits-et-qualite': [
    'Dans cette session, nous examinons les combinaisons thérapeutiques à base d’artémisinine (CTA), le traitement recommandé par l’Organisation mondiale de la Santé (OMS) contre le paludisme à falciparum non compliqué. Chaque CTA associe un dérivé de l’artémisinine à action rapide à un médicament partenaire à action plus prolongée, le tout administré sur trois jours.',
    'L’OMS recommande six CTA, dont l’artéméther-luméfantrine, l’artésunate-amodiaquine et la dihydroartémisinine-pipéraquine. Les doses dépendent du poids corporel : les produits sont donc fournis en conditionnements par tranche de poids, avec des comprimés dispersibles pour les jeunes enfants.',
    'Pour les acheteurs, la qualité commence par le statut réglementaire du produit : exigez des produits préqualifiés par l’OMS ou approuvés par une autorité de réglementation rigoureuse, et enregistrés dans le pays d’utilisation. Vérifiez chaque certificat d’analyse de lot ainsi que les conditions de conservation pendant le transport.',
    'Enfin, n’oubliez pas que le traitement doit faire suite à un test parasitologique positif. De bonnes prévisions relient donc les quantités de CTA aux données de dépistage et au profil saisonnier de la transmission.',
  ],
  'recherche-d-anteriorites-pour-les-marques-pharmaceutiques': [
    'Le nom de marque d’un médicament figure sur l’autorisation de mise sur le marché (AMM), sur l’emballage et dans les dossiers d’appel d’offres : un conflit découvert tardivement coûte donc cher. Cette session explique comment vérifier la disponibilité d’un nom avant de s’engager.',
    'Une recherche d’antériorités porte sur les marques identiques et similaires dans la classe 5 et les classes connexes, sur chaque marché où le produit sera vendu. Les autorités de réglementation peuvent aussi refuser des noms susceptibles d’être confondus avec ceux de médicaments existants ; c’est pourquoi nous consultons également les bases de données réglementaires.',
    'Une fois le nom validé, la voie de dépôt dépend des marchés visés : dépôts nationaux, demande régionale auprès de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO) en vertu du Protocole de Banjul, demande internationale en vertu du Protocole de Madrid, ou une combinaison de ces voies.',
    'Les délais habituels sont de 6 à 12 mois pour les enregistrements nationaux, de 8 à 15 mois par la voie de Madrid et de 12 à 18 mois par l’ARIPO.',
  ],
  'preparer-une-offre-pour-un-appel-d-offres-public': [
    'En Afrique de l’Ouest, la plupart des achats publics de médicaments se font par appel d’offres. Dans cette session, nous suivons un appel d’offres de sa publication jusqu’à l’attribution du marché.',
    'Commencez par lire intégralement le dossier d’appel d’offres et par dresser la liste de toutes les pièces exigées : certificats d’immatriculation, attestations de régularité fiscale et sociale, enregistrements des produits, preuves de conformité aux bonnes pratiques de fabrication (BPF) et garantie de soumission.',
    'Établissez vos prix selon la base exigée par l’appel d’offres, en général rendu à une destination désignée, et maintenez la validité de votre offre pendant toute la durée indiquée. Une signature manquante ou un certificat expiré entraîne le rejet de l’offre, quel que soit le prix.',
    'Enfin, déposez votre offre avant la date limite, conservez la preuve du dépôt et préparez la livraison dès l’annonce de l’attribution.',
  ],
  'constituer-un-dossier-ctd-pour-les-autorites-de-reglementation-d-afrique-de-l-ouest': [
    'Le document technique commun (CTD) organise un dossier d’enregistrement en cinq modules, et les autorités de réglementation de toute l’Afrique de l’Ouest l’acceptent. Cette session explique comment constituer chaque module.',
    'Le module 1 regroupe les informations administratives propres à chaque pays et doit être adapté à chaque autorité. Le module 2 contient les résumés que les évaluateurs lisent en premier.',
    'Le module 3 porte sur la qualité, et c’est là qu’apparaissent la plupart des insuffisances ; les données de stabilité doivent justifier une conservation en zone climatique IVb. Les modules 4 et 5 regroupent les rapports non cliniques et cliniques, c’est-à-dire, pour les génériques, avant tout l’étude de bioéquivalence.',
    'Avant le dépôt, vérifiez que chaque nom, dosage, site et numéro de lot est cohérent dans les cinq modules.',
  ],
  'obligations-de-pharmacovigilance-des-titulaires-d-amm': [
    'Être titulaire d’une autorisation de mise sur le marché (AMM) implique une obligation permanente de surveiller la sécurité de son produit. Cette session présente les principales obligations sur les marchés d’Afrique de l’Ouest.',
    'Tout titulaire d’AMM doit disposer d’un système permettant de recueillir, d’évaluer et de notifier les effets indésirables, et désigner une personne qualifiée responsable de la pharmacovigilance.',
    'Les cas graves doivent en général être notifiés à l’autorité nationale de réglementation dans un délai de 15 jours calendaires, et les rapports périodiques actualisés de sécurité doivent être remis selon la périodicité fixée par l’autorité. Une notification valide comporte un patient identifiable, un notificateur identifiable, un médicament suspecté et un événement indésirable.',
    'Les autorités de réglementation de la région reçoivent les notifications au moyen de leurs propres formulaires, de leurs systèmes en ligne et, dans plusieurs pays, de l’application mobile Med Safety.',
  ],
};
