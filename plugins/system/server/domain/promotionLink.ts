/** An agent's promotion link on one of the site's domains (the member apps' register page with its invite code). */
export const promotionLinkOn = (domain: string, inviteCode: string) =>
  `https://${domain}/register?invite=${encodeURIComponent(inviteCode)}`;
