import type { ResourcesMessages } from '../messages';
import { site } from '../site';

/**
 * Interface strings of the /resources page (labels, toasts, the video placeholder), kept
 * apart from the components so the FR and PT versions can supply their own.
 */
export const resourcesMessages: ResourcesMessages = {
  /** Visible label of a guide's download button. */
  download: 'Descarregar',
  /** Visible label of a document's download button. */
  downloadPdf: 'Descarregar PDF',
  /** Toast raised when a download starts. */
  downloadStarted: {
    title: 'Transferência iniciada',
    description: 'O ficheiro «{title}» está a ser descarregado.',
  },
  guide: {
    sizeLabel: 'PDF, {size}',
  },
  video: {
    /** Accessible name of the placeholder play button. */
    play: 'Reproduzir vídeo',
    pause: 'Pausar vídeo',
    /** Link to a published video's watch page (opens in a new tab). */
    watch: 'Ver vídeo',
    newTab: '(abre num novo separador)',
    playing: 'Vídeo em reprodução',
    clickToPause: 'Clique para pausar',
    elapsed: '2:30 decorridos',
    durationLabel: 'Duração',
    /** Visible label of the transcript download. */
    transcript: 'Transcrição em PDF',
    transcriptToast: 'A transcrição de «{title}» está a ser descarregada.',
  },
  webinar: {
    register: 'Inscrever-se',
    watchRecording: 'Ver gravação',
    status: { upcoming: 'Próximo', completed: 'Gravado' },
    dateTime: '{date}, às {time} GMT',
  },
  /** Fixed parts of the generated PDFs (guides, documents, transcripts). */
  pdf: {
    contents: 'Neste guia',
    transcript: 'Transcrição do vídeo',
    contactHeading: 'Fale com os nossos especialistas',
    contactText: `A ${site.name} apoia fabricantes, distribuidores, organismos públicos e ONG em toda a África Ocidental, a partir de {location}. Respondemos a todos os pedidos no prazo de 24 horas.`,
    contactLines: [
      `Correio eletrónico: ${site.email}`,
      `Telefone: ${site.phone}`,
      'Horário: segunda a sexta-feira, das {opens} às {closes}, GMT (UTC+0)',
      `Sítio web: ${site.origin}`,
    ],
    disclaimer:
      'Este documento contém informação de caráter geral, atual à data da sua redação; não constitui aconselhamento jurídico nem médico. Os requisitos mudam: confirme-os junto da autoridade competente, ou connosco, antes de se basear nele.',
  },
};
