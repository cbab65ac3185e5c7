export { Accordion, type TriggerProps as AccordionTriggerProps } from './Accordion';
