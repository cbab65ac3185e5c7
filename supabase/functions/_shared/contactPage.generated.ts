// Generated from src/content/*/contact.ts, src/content/site.ts and tokens/ by `npm run generate:functions`. Do not edit.
// The contact function deploys on its own, so it carries this copy of what its page for a form
// posted without script shows, in every locale.

export const CONTACT_PAGE = {
  "locales": {
    "en": {
      "lang": "en",
      "htmlLang": "en",
      "intl": "en-US",
      "prefix": "",
      "form": {
        "heading": "Send us a Message",
        "requiredNote": "Fields marked * are required.",
        "requiredMark": "*",
        "fields": {
          "firstName": {
            "label": "First Name"
          },
          "lastName": {
            "label": "Last Name"
          },
          "email": {
            "label": "Email Address",
            "placeholder": "name@organization.org"
          },
          "phone": {
            "label": "Phone Number",
            "placeholder": "+233 XX XXX XXXX"
          },
          "organization": {
            "label": "Organization",
            "placeholder": "Ministry, institution or company"
          },
          "service": {
            "label": "Service of Interest"
          },
          "message": {
            "label": "Message",
            "placeholder": "Tell us about your requirements, products and timelines."
          }
        },
        "servicePlaceholder": "Select a service",
        "services": [
          {
            "value": "malariaDrugs",
            "label": "Malaria Drug Sales"
          },
          {
            "value": "trademark",
            "label": "Trademark Registration"
          },
          {
            "value": "aripo",
            "label": "ARIPO Services"
          },
          {
            "value": "madrid",
            "label": "Madrid Protocol"
          },
          {
            "value": "waho",
            "label": "WAHO Compliance"
          },
          {
            "value": "nafdac",
            "label": "NAFDAC Registration"
          },
          {
            "value": "ghanaFda",
            "label": "Ghana FDA Services"
          },
          {
            "value": "who",
            "label": "WHO Prequalification"
          },
          {
            "value": "ama",
            "label": "African Medicines Harmonization"
          },
          {
            "value": "ecowas",
            "label": "ECOWAS Services"
          },
          {
            "value": "regulatory",
            "label": "Regulatory Consulting"
          }
        ],
        "honeypotLabel": "Website (leave this field empty)",
        "privacyNotice": "We use your details only to answer you. See our {link}.",
        "privacyLink": "Privacy Policy",
        "submit": "Send Message",
        "fieldErrors": {
          "firstName": "Enter your first name.",
          "email": "Enter your email address.",
          "emailInvalid": "Enter a valid email address, including the @ sign.",
          "message": "Enter your message."
        },
        "toasts": {
          "validation": {
            "title": "Validation Error",
            "description": "Please fill in all required fields (Name, Email, and Message)."
          },
          "invalidEmail": {
            "title": "Invalid Email",
            "description": "Please enter a valid email address."
          }
        }
      },
      "notSent": {
        "invalid": {
          "heading": "Your message has not been sent yet",
          "text": "Please correct the points below and send it again. Everything you wrote is kept in the form."
        },
        "check": {
          "title": "Please check your message",
          "description": "Some details need correcting before we can send it."
        },
        "problems": {
          "tooLong": "{label}: at most {max} characters, please shorten it.",
          "characters": "{label}: remove the line breaks or special characters it contains.",
          "email": "Enter a valid email address, such as name@organization.org.",
          "phone": "Enter a valid phone number (digits, spaces and + ( ) - . only).",
          "service": "Choose a service from the list."
        },
        "rateLimited": {
          "heading": "Please wait before sending again",
          "reasons": {
            "client": "We have received several messages from your network in a short time.",
            "email": "We have received several messages from this email address in a short time.",
            "message": "This message has already been sent several times.",
            "flood": "We are receiving an unusual number of messages."
          },
          "text": "Please send it again in {wait}. Your message is kept in the form below."
        },
        "unavailable": {
          "heading": "Your message could not be sent",
          "text": "Something went wrong on our side. Your message is kept in the form below: please send it again in a few minutes."
        },
        "tooLarge": {
          "heading": "Your message is too long to send",
          "text": "Go back to the form (your browser keeps what you wrote), shorten the message to {max} characters or fewer, and send it again."
        },
        "contactInstead": "You can also email us at {email} or call us on {phone}.",
        "homeLink": "Return to Home"
      }
    },
    "fr": {
      "lang": "fr",
      "htmlLang": "fr",
      "intl": "fr",
      "prefix": "/fr",
      "form": {
        "heading": "Envoyez-nous un message",
        "requiredNote": "Les champs marqués d’un * sont obligatoires.",
        "requiredMark": "*",
        "fields": {
          "firstName": {
            "label": "Prénom"
          },
          "lastName": {
            "label": "Nom"
          },
          "email": {
            "label": "Adresse électronique",
            "placeholder": "nom@organisation.org"
          },
          "phone": {
            "label": "Numéro de téléphone",
            "placeholder": "+233 XX XXX XXXX"
          },
          "organization": {
            "label": "Organisation",
            "placeholder": "Ministère, institution ou entreprise"
          },
          "service": {
            "label": "Service souhaité"
          },
          "message": {
            "label": "Message",
            "placeholder": "Décrivez vos besoins, vos produits et vos délais."
          }
        },
        "servicePlaceholder": "Sélectionnez un service",
        "services": [
          {
            "value": "malariaDrugs",
            "label": "Vente d’antipaludiques"
          },
          {
            "value": "trademark",
            "label": "Enregistrement de marques"
          },
          {
            "value": "aripo",
            "label": "Services ARIPO"
          },
          {
            "value": "madrid",
            "label": "Protocole de Madrid"
          },
          {
            "value": "waho",
            "label": "Conformité OOAS"
          },
          {
            "value": "nafdac",
            "label": "Enregistrement NAFDAC"
          },
          {
            "value": "ghanaFda",
            "label": "Services FDA du Ghana"
          },
          {
            "value": "who",
            "label": "Préqualification de l’OMS"
          },
          {
            "value": "ama",
            "label": "Harmonisation africaine des médicaments"
          },
          {
            "value": "ecowas",
            "label": "Services CEDEAO"
          },
          {
            "value": "regulatory",
            "label": "Conseil réglementaire"
          }
        ],
        "honeypotLabel": "Site web (laisser ce champ vide)",
        "privacyNotice": "Nous n’utilisons vos coordonnées que pour vous répondre. Consultez notre {link}.",
        "privacyLink": "politique de confidentialité",
        "submit": "Envoyer le message",
        "fieldErrors": {
          "firstName": "Saisissez votre prénom.",
          "email": "Saisissez votre adresse électronique.",
          "emailInvalid": "Saisissez une adresse électronique valide, avec le signe @.",
          "message": "Saisissez votre message."
        },
        "toasts": {
          "validation": {
            "title": "Erreur de validation",
            "description": "Veuillez remplir tous les champs obligatoires (prénom, adresse électronique et message)."
          },
          "invalidEmail": {
            "title": "Adresse électronique non valide",
            "description": "Veuillez saisir une adresse électronique valide."
          }
        }
      },
      "notSent": {
        "invalid": {
          "heading": "Votre message n’a pas encore été envoyé",
          "text": "Corrigez les points ci-dessous, puis envoyez-le à nouveau. Tout ce que vous avez écrit est conservé dans le formulaire."
        },
        "check": {
          "title": "Vérifiez votre message",
          "description": "Certaines informations doivent être corrigées avant l’envoi."
        },
        "problems": {
          "tooLong": "{label} : {max} caractères au maximum, veuillez raccourcir le texte.",
          "characters": "{label} : supprimez les sauts de ligne ou les caractères spéciaux.",
          "email": "Saisissez une adresse électronique valide, par exemple nom@organisation.org.",
          "phone": "Saisissez un numéro de téléphone valide (chiffres, espaces et + ( ) - . uniquement).",
          "service": "Choisissez un service dans la liste."
        },
        "rateLimited": {
          "heading": "Veuillez patienter avant un nouvel envoi",
          "reasons": {
            "client": "Nous avons reçu plusieurs messages de votre réseau en peu de temps.",
            "email": "Nous avons reçu plusieurs messages de cette adresse électronique en peu de temps.",
            "message": "Ce message a déjà été envoyé plusieurs fois.",
            "flood": "Nous recevons un nombre inhabituel de messages."
          },
          "text": "Envoyez-le à nouveau dans {wait}. Votre message est conservé dans le formulaire ci-dessous."
        },
        "unavailable": {
          "heading": "Votre message n’a pas pu être envoyé",
          "text": "Un problème est survenu de notre côté. Votre message est conservé dans le formulaire ci-dessous : envoyez-le à nouveau dans quelques minutes."
        },
        "tooLarge": {
          "heading": "Votre message est trop long pour être envoyé",
          "text": "Revenez au formulaire (votre navigateur conserve ce que vous avez écrit), raccourcissez le message à {max} caractères au plus, puis envoyez-le à nouveau."
        },
        "contactInstead": "Vous pouvez aussi nous écrire à {email} ou nous appeler au {phone}.",
        "homeLink": "Retour à l’accueil"
      }
    },
    "pt": {
      "lang": "pt",
      "htmlLang": "pt-PT",
      "intl": "pt-PT",
      "prefix": "/pt",
      "form": {
        "heading": "Envie-nos uma mensagem",
        "requiredNote": "Os campos assinalados com * são obrigatórios.",
        "requiredMark": "*",
        "fields": {
          "firstName": {
            "label": "Nome próprio"
          },
          "lastName": {
            "label": "Apelido"
          },
          "email": {
            "label": "Endereço de correio eletrónico",
            "placeholder": "nome@organizacao.org"
          },
          "phone": {
            "label": "Número de telefone",
            "placeholder": "+233 XX XXX XXXX"
          },
          "organization": {
            "label": "Organização",
            "placeholder": "Ministério, instituição ou empresa"
          },
          "service": {
            "label": "Serviço pretendido"
          },
          "message": {
            "label": "Mensagem",
            "placeholder": "Descreva as suas necessidades, os produtos e os prazos."
          }
        },
        "servicePlaceholder": "Selecione um serviço",
        "services": [
          {
            "value": "malariaDrugs",
            "label": "Venda de antipalúdicos"
          },
          {
            "value": "trademark",
            "label": "Registo de marcas"
          },
          {
            "value": "aripo",
            "label": "Serviços ARIPO"
          },
          {
            "value": "madrid",
            "label": "Protocolo de Madrid"
          },
          {
            "value": "waho",
            "label": "Conformidade com a OOAS"
          },
          {
            "value": "nafdac",
            "label": "Registo na NAFDAC"
          },
          {
            "value": "ghanaFda",
            "label": "Serviços junto da FDA do Gana"
          },
          {
            "value": "who",
            "label": "Pré-qualificação da OMS"
          },
          {
            "value": "ama",
            "label": "Harmonização africana dos medicamentos"
          },
          {
            "value": "ecowas",
            "label": "Serviços CEDEAO"
          },
          {
            "value": "regulatory",
            "label": "Consultoria regulamentar"
          }
        ],
        "honeypotLabel": "Sítio web (deixe este campo em branco)",
        "privacyNotice": "Utilizamos os seus dados apenas para lhe responder. Consulte a nossa {link}.",
        "privacyLink": "Política de privacidade",
        "submit": "Enviar mensagem",
        "fieldErrors": {
          "firstName": "Introduza o seu nome próprio.",
          "email": "Introduza o seu endereço de correio eletrónico.",
          "emailInvalid": "Introduza um endereço de correio eletrónico válido, incluindo o símbolo @.",
          "message": "Escreva a sua mensagem."
        },
        "toasts": {
          "validation": {
            "title": "Erro de validação",
            "description": "Preencha todos os campos obrigatórios (nome próprio, endereço de correio eletrónico e mensagem)."
          },
          "invalidEmail": {
            "title": "Endereço de correio eletrónico inválido",
            "description": "Introduza um endereço de correio eletrónico válido."
          }
        }
      },
      "notSent": {
        "invalid": {
          "heading": "A sua mensagem ainda não foi enviada",
          "text": "Corrija os pontos abaixo e envie-a novamente. Tudo o que escreveu ficou guardado no formulário."
        },
        "check": {
          "title": "Verifique a sua mensagem",
          "description": "Alguns dados têm de ser corrigidos antes do envio."
        },
        "problems": {
          "tooLong": "{label}: no máximo {max} caracteres; encurte o texto.",
          "characters": "{label}: retire as quebras de linha ou os caracteres especiais.",
          "email": "Introduza um endereço de correio eletrónico válido, por exemplo nome@organizacao.org.",
          "phone": "Introduza um número de telefone válido (apenas algarismos, espaços e + ( ) - .).",
          "service": "Escolha um serviço da lista."
        },
        "rateLimited": {
          "heading": "Aguarde antes de enviar novamente",
          "reasons": {
            "client": "Recebemos várias mensagens da sua rede num curto espaço de tempo.",
            "email": "Recebemos várias mensagens deste endereço de correio eletrónico num curto espaço de tempo.",
            "message": "Esta mensagem já foi enviada várias vezes.",
            "flood": "Estamos a receber um número invulgar de mensagens."
          },
          "text": "Envie-a novamente dentro de {wait}. A sua mensagem está guardada no formulário abaixo."
        },
        "unavailable": {
          "heading": "Não foi possível enviar a sua mensagem",
          "text": "Ocorreu um problema do nosso lado. A sua mensagem está guardada no formulário abaixo: envie-a novamente dentro de alguns minutos."
        },
        "tooLarge": {
          "heading": "A sua mensagem é demasiado longa para ser enviada",
          "text": "Volte ao formulário (o seu navegador guarda o que escreveu), encurte a mensagem para {max} caracteres ou menos e envie-a novamente."
        },
        "contactInstead": "Também pode escrever-nos para {email} ou telefonar-nos para o {phone}.",
        "homeLink": "Voltar à página inicial"
      }
    }
  },
  "defaultLocale": "en",
  "published": [
    "en",
    "fr",
    "pt"
  ],
  "fields": [
    "firstName",
    "lastName",
    "email",
    "phone",
    "organization",
    "service",
    "message"
  ],
  "localeField": "locale",
  "site": {
    "name": "Volta Pharma & Regulatory Services",
    "shortName": "Volta Pharma",
    "email": "hello@voltapharma.example",
    "phone": "+233 30 200 0000",
    "phoneHref": "tel:+233302000000"
  },
  "paths": {
    "home": "/",
    "contact": "/contact",
    "sent": "/contact/sent",
    "privacy": "/privacy"
  },
  "style": {
    "font": "'Public Sans Variable', 'Public Sans Fallback', system-ui, sans-serif",
    "text": "#15232a",
    "secondary": "#35454d",
    "danger": "#a8231a",
    "dangerSurface": "#fdecea",
    "dangerBorder": "#a8231a",
    "subtle": "#f5f7f8",
    "border": "#7d8b92",
    "brand": "#0a4652",
    "inverse": "#ffffff",
    "link": "#0e5a66",
    "action": "#0e5a66",
    "actionHover": "#0a4652",
    "actionText": "#ffffff",
    "focus": "#d99a1e",
    "focusInner": "#06343d",
    "radius": "0.5rem"
  }
} as const;
