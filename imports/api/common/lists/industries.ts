// Industries of the client (for projects) and of past employers (for experience entries).
import { listOf } from './list-item';

export const INDUSTRIES = listOf({
  automotive: 'Automotive', 'aerospace-defence': 'Aerospace and defence', banking: 'Banking',
  insurance: 'Insurance', 'financial-services': 'Financial services and fintech',
  telecommunications: 'Telecommunications', 'energy-utilities': 'Energy and utilities',
  'oil-gas-mining': 'Oil, gas and mining', 'industrial-manufacturing': 'Industrial manufacturing and machinery',
  'electronics-semiconductors': 'Electronics and semiconductors', chemicals: 'Chemicals',
  'pharma-life-sciences': 'Pharmaceuticals and life sciences', 'medical-devices': 'Medical devices',
  healthcare: 'Healthcare', 'retail-ecommerce': 'Retail and e-commerce', 'consumer-goods': 'Consumer goods',
  'food-agriculture': 'Food and agriculture', 'logistics-transport': 'Logistics and transport',
  railway: 'Railway', 'construction-real-estate': 'Construction and real estate',
  'public-sector': 'Public sector and government', 'education-research': 'Education and research',
  'media-entertainment': 'Media and entertainment', gaming: 'Gaming',
  'software-internet': 'Software and internet', 'it-services': 'IT services and consulting',
  'travel-hospitality': 'Travel and hospitality',
});

export type Industry = (typeof INDUSTRIES)[number]['value'];
