import { servicePath } from '../services/manifest';
import { site } from '../site';
import type { HomeContent } from '../types';
import { office } from './office';

export const home: HomeContent = {
  meta: {
    title: `${site.name} | Medicamentos e assuntos regulamentares na África Ocidental`,
    description: `A ${site.shortName} fornece antipalúdicos pré-qualificados pela OMS e apoia o registo de medicamentos, as marcas e a conformidade na África Ocidental, a partir de Acra.`,
  },
  hero: {
    eyebrow: `${office.location} · Desde ${site.founded}`,
    title: 'Medicamentos de qualidade e competência regulamentar para a África Ocidental',
    lead: `A ${site.name} fornece medicamentos antipalúdicos pré-qualificados pela Organização Mundial da Saúde (OMS) ou aprovados por uma autoridade reguladora rigorosa, a governos e instituições de saúde, e acompanha fabricantes e titulares de marcas no registo, na proteção de marcas e na conformidade regulamentar em toda a região.`,
    actions: [
      { label: 'Conheça os nossos serviços', href: '/services', variant: 'primary' },
      { label: 'Contacte-nos', href: '/contact', variant: 'outline' },
    ],
  },
  stats: {
    heading: 'Um percurso construído ao longo de quinze anos',
    intro: 'Números do nosso trabalho com ministérios, programas de saúde pública e parceiros farmacêuticos em todo o continente.',
    items: [
      { value: '500+', label: 'Contratos públicos' },
      { value: '15', label: 'Anos de experiência' },
      { value: '12', label: 'Países africanos' },
      { value: '50+', label: 'Parceiros farmacêuticos' },
    ],
  },
  services: {
    heading: 'O que fazemos',
    intro: 'Quatro áreas de atividade, asseguradas por uma única equipa que conhece tanto os medicamentos como a regulamentação que os rege.',
    items: [
      {
        title: 'Venda de antipalúdicos',
        description:
          'Fornecimento de medicamentos antipalúdicos pré-qualificados pela OMS ou aprovados por uma autoridade reguladora rigorosa, desde terapêuticas combinadas à base de artemisinina (TCA) até injetáveis para o paludismo grave, para concursos públicos, encomendas de grande volume e instituições de saúde.',
        icon: 'pill',
        action: { label: 'Saber mais', href: servicePath('malariaDrugs') },
      },
      {
        title: 'Registo de marcas',
        description:
          'Proteção de marcas farmacêuticas e de consumo através de pedidos nacionais, do sistema regional da Organização Regional Africana da Propriedade Intelectual (ARIPO) e do registo internacional ao abrigo do Protocolo de Madrid.',
        icon: 'stamp',
        action: { label: 'Saber mais', href: servicePath('trademark') },
      },
      {
        title: 'Serviços regulamentares',
        description:
          'Registo de produtos e apoio à conformidade junto das autoridades nacionais e regionais, incluindo a Food and Drugs Authority (FDA) do Gana, a NAFDAC, a Organização Oeste Africana da Saúde (OOAS), a pré-qualificação da OMS e a harmonização no âmbito da Agência Africana de Medicamentos (AMA).',
        icon: 'shieldCheck',
        action: { label: 'Saber mais', href: servicePath('regulatory') },
      },
      {
        title: 'Relações com os governos',
        description:
          'Um relacionamento claro e bem documentado com ministérios da saúde, agências de aprovisionamento e programas de saúde pública, desde a preparação das propostas a concurso até à execução dos contratos.',
        icon: 'landmark',
        action: { label: 'Saber mais', href: '/services' },
      },
    ],
  },
  approach: {
    heading: 'Como trabalhamos',
    intro: 'O abastecimento da saúde pública e o trabalho regulamentar deixam pouca margem para erros. A nossa abordagem é ponderada e documentada em cada etapa.',
    items: [
      {
        title: 'A qualidade antes do volume',
        description:
          'Adquirimos apenas a fabricantes cujos produtos são pré-qualificados pela OMS ou aprovados pela autoridade nacional competente, e verificamos a documentação de cada lote.',
        icon: 'badgeCheck',
      },
      {
        title: 'A regulamentação como disciplina',
        description:
          'A nossa equipa regulamentar acompanha de perto os requisitos de cada autoridade, prepara dossiers completos e antecipa as questões antes que estas atrasem uma aprovação.',
        icon: 'clipboardCheck',
      },
      {
        title: 'Presença local, alcance regional',
        description: `A partir da nossa base em ${office.location}, trabalhamos com autoridades, distribuidores e parceiros em doze países africanos, com pessoas que conhecem cada mercado.`,
        icon: 'globe',
      },
      {
        title: 'Parcerias de longo prazo',
        description:
          'Medimos o sucesso pelas relações duradouras com ministérios, programas e fabricantes, assentes em entregas fiáveis e numa comunicação transparente.',
        icon: 'handshake',
      },
    ],
  },
  partnership: {
    heading: 'Seja nosso parceiro',
    text: `Quer esteja a planear uma aquisição, a registar um medicamento ou a proteger uma marca, a ${site.shortName} pode ajudar. Descreva-nos as suas necessidades e responderemos no prazo de 24 horas.`,
    actions: [{ label: 'Fale connosco', href: '/contact', variant: 'primary' }],
  },
};
