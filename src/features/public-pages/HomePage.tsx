import { Container } from '../../ui/Container';
import { Advantages } from './home/Advantages';
import { Hero } from './home/Hero';
import styles from './home/HomePage.module.css';
import { HomeFaq } from './home/HomeFaq';
import { HowItWorks } from './home/HowItWorks';
import { LoanOffer } from './home/LoanOffer';
import { Requirements } from './home/Requirements';

export function HomePage() {
  return (
    <>
      <Hero />
      <Container className={styles.sections}>
        <LoanOffer />
        <HowItWorks />
        <Advantages />
        <Requirements />
        <HomeFaq />
      </Container>
    </>
  );
}
