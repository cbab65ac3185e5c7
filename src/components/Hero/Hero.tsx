import type { ReactNode } from 'react';
import { type Action, ActionButton } from '../ActionButton';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { type Stat, StatCard } from '../StatCard';
import { Text } from '../Text';
import { actions as actionsClass, eyebrow, hero, inner, lead, stats as statsClass } from './Hero.css';

/** A page's opening: its title (the h1), a lead and its first actions. */
export interface HeroContent {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: Action[];
}

export interface HeroProps extends HeroContent {
  stats?: Stat[];
  /** Extra content under the actions, e.g. a back link or badges. */
  children?: ReactNode;
}

/**
 * The page's opening band and its only h1.
 *
 * Use it once, at the top of every page but an article (ArticleHeader). Its actions are the
 * page's main ones: one or two. Figures (`stats`) where the page's case rests on them.
 */
export function Hero({ eyebrow: kicker, title, lead: intro, actions, stats, children }: HeroProps) {
  return (
    <div className={hero}>
      <Container>
        <div className={inner}>
          {kicker && (
            <Text as="p" eyebrow className={eyebrow}>
              {kicker}
            </Text>
          )}
          <Heading level={1} tone="inverse">
            {title}
          </Heading>
          <p className={lead}>{intro}</p>
          {actions && actions.length > 0 && (
            <div className={actionsClass}>
              {actions.map((action, index) => (
                <ActionButton
                  key={index}
                  action={action}
                  size="lg"
                  variant={index === 0 ? 'accent' : 'outline'}
                />
              ))}
            </div>
          )}
          {children}
        </div>
        {stats && stats.length > 0 && (
          <ul className={statsClass}>
            {stats.map((stat, index) => (
              <StatCard key={index} as="li" tone="dark" {...stat} />
            ))}
          </ul>
        )}
      </Container>
    </div>
  );
}
