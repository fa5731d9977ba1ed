// The first sentence of a customer's request form. The expert names come joined ("Felix V.",
// "Felix V., Krzysztof K. and Anna N."), and English puts the possessive on the last name of a
// joint group, so "'s" always follows the whole name text.

/** "Tell us what you need and we will check Felix V.'s availability for you." */
export function requestLeadText(expertName: string | undefined): string {
  return expertName ? `Tell us what you need and we will check ${expertName}'s availability for you.` : 'Tell us what you need and we will propose suitable experts.';
}
