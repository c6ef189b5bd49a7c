// The provider's registered clients. Steward's PWA is the only one: its redirect and logout
// addresses are matched exactly (no prefixes, no wildcards), so nothing can open-redirect.
export interface Client {
  id: string;
  redirectUris: string[];
  logoutUrls: string[];
  webOrigins: string[];
}

export function stewardClient(clientId: string, publicUrl: string): Client {
  return {
    id: clientId,
    redirectUris: [`${publicUrl}/authorization`],
    logoutUrls: [publicUrl, `${publicUrl}/`],
    webOrigins: [new URL(publicUrl).origin],
  };
}

export class ClientRegistry {
  private readonly byId: Map<string, Client>;
  constructor(clients: Client[]) {
    this.byId = new Map(clients.map((c) => [c.id, c]));
  }
  get(id: unknown): Client | undefined {
    return typeof id === 'string' ? this.byId.get(id) : undefined;
  }
}
