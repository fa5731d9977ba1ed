// Countries outside Europe, for projects placed there and experts living there. Not every
// country of the world: the markets a Central European staffing agency realistically serves
// (nearshore and offshore hubs, clients' overseas sites). Alphabetical within each continent.

export const NORTH_AMERICAN_COUNTRIES = [
  { value: 'CA', label: 'Canada', continent: 'NOAM' },
  { value: 'CR', label: 'Costa Rica', continent: 'NOAM' },
  { value: 'DO', label: 'Dominican Republic', continent: 'NOAM' },
  { value: 'GT', label: 'Guatemala', continent: 'NOAM' },
  { value: 'MX', label: 'Mexico', continent: 'NOAM' },
  { value: 'PA', label: 'Panama', continent: 'NOAM' },
  { value: 'US', label: 'United States', continent: 'NOAM' },
] as const;

export const SOUTH_AMERICAN_COUNTRIES = [
  { value: 'AR', label: 'Argentina', continent: 'SOAM' },
  { value: 'BO', label: 'Bolivia', continent: 'SOAM' },
  { value: 'BR', label: 'Brazil', continent: 'SOAM' },
  { value: 'CL', label: 'Chile', continent: 'SOAM' },
  { value: 'CO', label: 'Colombia', continent: 'SOAM' },
  { value: 'EC', label: 'Ecuador', continent: 'SOAM' },
  { value: 'PY', label: 'Paraguay', continent: 'SOAM' },
  { value: 'PE', label: 'Peru', continent: 'SOAM' },
  { value: 'UY', label: 'Uruguay', continent: 'SOAM' },
  { value: 'VE', label: 'Venezuela', continent: 'SOAM' },
] as const;

export const ASIAN_COUNTRIES = [
  { value: 'AM', label: 'Armenia', continent: 'ASIA' },
  { value: 'AZ', label: 'Azerbaijan', continent: 'ASIA' },
  { value: 'BD', label: 'Bangladesh', continent: 'ASIA' },
  { value: 'CN', label: 'China', continent: 'ASIA' },
  { value: 'GE', label: 'Georgia', continent: 'ASIA' },
  { value: 'HK', label: 'Hong Kong', continent: 'ASIA' },
  { value: 'IN', label: 'India', continent: 'ASIA' },
  { value: 'ID', label: 'Indonesia', continent: 'ASIA' },
  { value: 'IL', label: 'Israel', continent: 'ASIA' },
  { value: 'JP', label: 'Japan', continent: 'ASIA' },
  { value: 'KZ', label: 'Kazakhstan', continent: 'ASIA' },
  { value: 'MY', label: 'Malaysia', continent: 'ASIA' },
  { value: 'PK', label: 'Pakistan', continent: 'ASIA' },
  { value: 'PH', label: 'Philippines', continent: 'ASIA' },
  { value: 'QA', label: 'Qatar', continent: 'ASIA' },
  { value: 'SA', label: 'Saudi Arabia', continent: 'ASIA' },
  { value: 'SG', label: 'Singapore', continent: 'ASIA' },
  { value: 'KR', label: 'South Korea', continent: 'ASIA' },
  { value: 'LK', label: 'Sri Lanka', continent: 'ASIA' },
  { value: 'TW', label: 'Taiwan', continent: 'ASIA' },
  { value: 'TH', label: 'Thailand', continent: 'ASIA' },
  { value: 'TR', label: 'Turkey', continent: 'ASIA' },
  { value: 'AE', label: 'United Arab Emirates', continent: 'ASIA' },
  { value: 'UZ', label: 'Uzbekistan', continent: 'ASIA' },
  { value: 'VN', label: 'Vietnam', continent: 'ASIA' },
] as const;

export const AUSTRALIAN_COUNTRIES = [
  { value: 'AU', label: 'Australia', continent: 'AUST' },
  { value: 'FJ', label: 'Fiji', continent: 'AUST' },
  { value: 'NZ', label: 'New Zealand', continent: 'AUST' },
  { value: 'PG', label: 'Papua New Guinea', continent: 'AUST' },
] as const;

export const AFRICAN_COUNTRIES = [
  { value: 'DZ', label: 'Algeria', continent: 'AFRI' },
  { value: 'EG', label: 'Egypt', continent: 'AFRI' },
  { value: 'ET', label: 'Ethiopia', continent: 'AFRI' },
  { value: 'GH', label: 'Ghana', continent: 'AFRI' },
  { value: 'KE', label: 'Kenya', continent: 'AFRI' },
  { value: 'MA', label: 'Morocco', continent: 'AFRI' },
  { value: 'NG', label: 'Nigeria', continent: 'AFRI' },
  { value: 'RW', label: 'Rwanda', continent: 'AFRI' },
  { value: 'SN', label: 'Senegal', continent: 'AFRI' },
  { value: 'ZA', label: 'South Africa', continent: 'AFRI' },
  { value: 'TZ', label: 'Tanzania', continent: 'AFRI' },
  { value: 'TN', label: 'Tunisia', continent: 'AFRI' },
  { value: 'UG', label: 'Uganda', continent: 'AFRI' },
] as const;
