// Generated from src/content/*/newsMessages.ts, newsPage.ts and newsletter.ts by `npm run generate:functions`. Do not edit.
// The newsletter function deploys on its own, so it carries this copy of what its page for a
// subscription posted without script shows, in every locale.

export const NEWSLETTER_PAGE = {
  "locales": {
    "en": {
      "box": {
        "emailLabel": "E-mail address",
        "placeholder": "Your e-mail address",
        "buttonLabel": "Subscribe",
        "invalid": {
          "title": "Check your e-mail address",
          "description": "Please enter a complete e-mail address, such as name@example.com."
        },
        "fallback": "We could not add your address to the mailing list. Please try again later, or write to hello@voltapharma.example."
      },
      "errors": {
        "email": "Please enter a valid email address.",
        "rateLimited": {
          "reasons": {
            "client": "Too many sign-up attempts from your network.",
            "email": "Too many sign-up attempts for this email address.",
            "message": "Too many sign-up attempts.",
            "flood": "We are receiving an unusual number of sign-ups."
          },
          "retryIn": "{reason} Please try again in {wait}.",
          "retryLater": "{reason} Please try again later."
        },
        "unavailable": "This service is temporarily unavailable. Please try again later or email us at hello@voltapharma.example.",
        "failed": "Something went wrong on our side. Please try again later or email us at hello@voltapharma.example."
      },
      "notSubscribed": {
        "invalid": {
          "heading": "Your address has not been added yet",
          "text": "Please correct it below and subscribe again."
        },
        "rateLimited": {
          "heading": "Please wait before subscribing again"
        },
        "unavailable": {
          "heading": "Your address could not be added"
        }
      },
      "mail": {
        "subject": "Confirm your subscription to the {company} newsletter",
        "greeting": "Hello,",
        "intro": "Someone, hopefully you, asked to receive the {company} newsletter at {email}: our regulatory updates and company news, about once a month. Please confirm with the link below.",
        "action": "Confirm my subscription",
        "expiry": "The link works once and expires in 48 hours.",
        "ignore": "If you did not ask for this, ignore this e-mail: your address will not be added, and we will delete it within 7 days.",
        "unsubscribeText": "You can unsubscribe at any time:",
        "unsubscribe": "Unsubscribe"
      }
    },
    "fr": {
      "box": {
        "emailLabel": "Adresse électronique",
        "placeholder": "Votre adresse électronique",
        "buttonLabel": "S’abonner",
        "invalid": {
          "title": "Vérifiez votre adresse électronique",
          "description": "Veuillez saisir une adresse électronique complète, par exemple nom@example.com."
        },
        "fallback": "Nous n’avons pas pu ajouter votre adresse à notre liste de diffusion. Veuillez réessayer plus tard ou écrire à hello@voltapharma.example."
      },
      "errors": {
        "email": "Veuillez saisir une adresse électronique valide.",
        "rateLimited": {
          "reasons": {
            "client": "Trop de tentatives d’inscription depuis votre réseau.",
            "email": "Trop de tentatives d’inscription pour cette adresse électronique.",
            "message": "Trop de tentatives d’inscription.",
            "flood": "Nous recevons un nombre inhabituel d’inscriptions."
          },
          "retryIn": "{reason} Veuillez réessayer dans {wait}.",
          "retryLater": "{reason} Veuillez réessayer plus tard."
        },
        "unavailable": "Ce service est momentanément indisponible. Veuillez réessayer plus tard ou nous écrire à hello@voltapharma.example.",
        "failed": "Un problème est survenu de notre côté. Veuillez réessayer plus tard ou nous écrire à hello@voltapharma.example."
      },
      "notSubscribed": {
        "invalid": {
          "heading": "Votre adresse n’a pas encore été ajoutée",
          "text": "Veuillez la corriger ci-dessous, puis vous abonner à nouveau."
        },
        "rateLimited": {
          "heading": "Veuillez patienter avant de vous abonner à nouveau"
        },
        "unavailable": {
          "heading": "Votre adresse n’a pas pu être ajoutée"
        }
      },
      "mail": {
        "subject": "Confirmez votre inscription à la lettre d’information de {company}",
        "greeting": "Bonjour,",
        "intro": "Quelqu’un, sans doute vous, a demandé à recevoir la lettre d’information de {company} à l’adresse {email} : nos actualités réglementaires et les nouvelles de l’entreprise, environ une fois par mois. Veuillez confirmer avec le lien ci-dessous.",
        "action": "Confirmer mon inscription",
        "expiry": "Le lien ne sert qu’une fois et expire dans 48 heures.",
        "ignore": "Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel : votre adresse ne sera pas ajoutée et nous la supprimerons sous 7 jours.",
        "unsubscribeText": "Vous pouvez vous désabonner à tout moment :",
        "unsubscribe": "Se désabonner"
      }
    },
    "pt": {
      "box": {
        "emailLabel": "Endereço de correio eletrónico",
        "placeholder": "O seu endereço eletrónico",
        "buttonLabel": "Subscrever",
        "invalid": {
          "title": "Verifique o seu endereço de correio eletrónico",
          "description": "Introduza um endereço de correio eletrónico completo, por exemplo nome@exemplo.com."
        },
        "fallback": "Não foi possível adicionar o seu endereço à lista de distribuição. Tente novamente mais tarde ou escreva para hello@voltapharma.example."
      },
      "errors": {
        "email": "Introduza um endereço de correio eletrónico válido.",
        "rateLimited": {
          "reasons": {
            "client": "Demasiadas tentativas de subscrição a partir da sua rede.",
            "email": "Demasiadas tentativas de subscrição para este endereço de correio eletrónico.",
            "message": "Demasiadas tentativas de subscrição.",
            "flood": "Estamos a receber um número invulgar de subscrições."
          },
          "retryIn": "{reason} Tente novamente dentro de {wait}.",
          "retryLater": "{reason} Tente novamente mais tarde."
        },
        "unavailable": "Este serviço está temporariamente indisponível. Tente novamente mais tarde ou escreva-nos para hello@voltapharma.example.",
        "failed": "Ocorreu um problema do nosso lado. Tente novamente mais tarde ou escreva-nos para hello@voltapharma.example."
      },
      "notSubscribed": {
        "invalid": {
          "heading": "O seu endereço ainda não foi adicionado",
          "text": "Corrija-o abaixo e subscreva novamente."
        },
        "rateLimited": {
          "heading": "Aguarde antes de subscrever novamente"
        },
        "unavailable": {
          "heading": "Não foi possível adicionar o seu endereço"
        }
      },
      "mail": {
        "subject": "Confirme a sua subscrição do boletim informativo da {company}",
        "greeting": "Olá,",
        "intro": "Alguém, certamente o próprio, pediu para receber o boletim informativo da {company} no endereço {email}: as nossas atualizações regulamentares e notícias da empresa, cerca de uma vez por mês. Confirme com a ligação abaixo.",
        "action": "Confirmar a minha subscrição",
        "expiry": "A ligação só pode ser usada uma vez e expira dentro de 48 horas.",
        "ignore": "Se não fez este pedido, ignore esta mensagem: o seu endereço não será adicionado e será apagado no prazo de 7 dias.",
        "unsubscribeText": "Pode cancelar a subscrição a qualquer momento:",
        "unsubscribe": "Cancelar a subscrição"
      }
    }
  },
  "consentVersion": "newsletter-consent-2026-11-2",
  "paths": {
    "subscribed": "/newsletter/subscribed",
    "confirmed": "/newsletter/confirmed",
    "unsubscribed": "/newsletter/unsubscribed",
    "linkInvalid": "/newsletter/link-expired"
  }
} as const;
