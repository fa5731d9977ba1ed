// Industries of the client (for projects) and of past employers (for experience entries).
import type { ListItem } from './list-item';

export const INDUSTRIES = [
  { value: 'automotive', label: 'Automotive' },
  { value: 'aerospace-defence', label: 'Aerospace and defence' },
  { value: 'banking', label: 'Banking' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'financial-services', label: 'Financial services and fintech' },
  { value: 'telecommunications', label: 'Telecommunications' },
  { value: 'energy-utilities', label: 'Energy and utilities' },
  { value: 'oil-gas-mining', label: 'Oil, gas and mining' },
  { value: 'industrial-manufacturing', label: 'Industrial manufacturing and machinery' },
  { value: 'electronics-semiconductors', label: 'Electronics and semiconductors' },
  { value: 'chemicals', label: 'Chemicals' },
  { value: 'pharma-life-sciences', label: 'Pharmaceuticals and life sciences' },
  { value: 'medical-devices', label: 'Medical devices' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'retail-ecommerce', label: 'Retail and e-commerce' },
  { value: 'consumer-goods', label: 'Consumer goods' },
  { value: 'food-agriculture', label: 'Food and agriculture' },
  { value: 'logistics-transport', label: 'Logistics and transport' },
  { value: 'railway', label: 'Railway' },
  { value: 'construction-real-estate', label: 'Construction and real estate' },
  { value: 'public-sector', label: 'Public sector and government' },
  { value: 'education-research', label: 'Education and research' },
  { value: 'media-entertainment', label: 'Media and entertainment' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'software-internet', label: 'Software and internet' },
  { value: 'it-services', label: 'IT services and consulting' },
  { value: 'travel-hospitality', label: 'Travel and hospitality' },
] as const satisfies readonly ListItem[];

export type Industry = (typeof INDUSTRIES)[number]['value'];
