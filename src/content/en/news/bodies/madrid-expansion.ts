import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/madrid-expansion; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} has extended its Madrid Protocol service to manage international trademark portfolios from end to end, from the base application in the office of origin to designations, refusals and renewals. The Madrid System, administered by the World Intellectual Property Organization (WIPO) in Geneva, lets a brand owner file one international application, in one language and with one set of fees, and designate any of the more than 120 countries its members cover. For pharmaceutical companies selling under one brand in many markets, it is often the most efficient route.`
  },
  {
    type: "heading",
    text: "How the Madrid System works"
  },
  {
    type: "paragraph",
    text: "An international application must be based on a mark already applied for or registered in the applicant's office of origin, such as the Registrar-General's Department in Ghana, which has been party to the Madrid Protocol since 2008. WIPO examines the application for formalities and records the international registration, and each designated office then examines the mark under its own law. An office that does not notify a refusal within the time limit, twelve or eighteen months depending on the member, must protect the mark. In practice, protection is typically secured in 8 to 15 months."
  },
  {
    type: "paragraph",
    text: "Africa deserves particular attention. The Organisation Africaine de la Propriété Intellectuelle (OAPI) joined the Madrid Protocol in 2015, so a single designation of OAPI covers its seventeen member states, most of them in West and Central Africa. ARIPO is not itself a Madrid member, so its regional route is used alongside Madrid where it gives better coverage. Some large markets, Nigeria among them, are not party to the Madrid Protocol and still require national filings. The expanded service includes:"
  },
  {
    type: "list",
    items: [
      "Clearance searches in each market to be designated",
      "Preparation and filing of international applications through the office of origin",
      "Subsequent designations as a client's markets grow",
      "Responses to provisional refusals, working with local counsel",
      "Monitoring of the five-year dependency period and of ten-year renewals with WIPO"
    ]
  },
  {
    type: "paragraph",
    text: "An international registration depends on the base mark for five years: if the base application or registration is refused or cancelled during that period, the international registration falls with it, although it can be converted into national applications. We therefore review the strength of the base mark before filing and, where there is a risk, recommend national or regional filings in key markets alongside Madrid. Clients can request a portfolio review comparing routes, costs and timelines for their target countries."
  }
];
