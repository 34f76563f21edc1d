import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import { Advantages } from './home/Advantages';
import { Hero } from './home/Hero';
import styles from './home/HomePage.module.css';
import { HomeFaq } from './home/HomeFaq';
import { HowItWorks } from './home/HowItWorks';
import { LoanOffer } from './home/LoanOffer';
import { Requirements } from './home/Requirements';

/** `calculator`: the loan calculator, mounted by the route (a feature may not import another). */
export function HomePage({ calculator }: { calculator?: ReactNode }) {
  return (
    <>
      <Hero />
      <Container className={styles.sections}>
        <LoanOffer calculator={calculator} />
        <HowItWorks />
        <Advantages />
        <Requirements />
        <HomeFaq />
      </Container>
    </>
  );
}
