/** One entry of a master playlist: a rung's playlist address and what the master says of it. */
export type Variant = { uri: string; bandwidth: number; resolution: string | null };

/** The rungs a master playlist lists (#EXT-X-STREAM-INF and the address on the next line), in its order. */
export function readMasterPlaylist(text: string): Variant[] {
  const variants: Variant[] = [];
  let pending: Omit<Variant, 'uri'> | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      // AVERAGE-BANDWIDTH also ends in "BANDWIDTH=": only the attribute at the start or after a comma counts.
      const bandwidth = Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(line.slice('#EXT-X-STREAM-INF:'.length))?.[1] ?? Number.NaN);
      pending = { bandwidth, resolution: /RESOLUTION=(\d+x\d+)/.exec(line)?.[1] ?? null };
    } else if (pending && line !== '' && !line.startsWith('#')) {
      variants.push({ uri: line, ...pending });
      pending = null;
    }
  }
  return variants;
}

/**
 * The rung a viewer plays: the one whose playlist is in folder `wanted`
 * (`720p`), or the highest bit rate, as a player with a fast connection
 * settles on.
 */
export function chooseVariant(variants: Variant[], wanted?: string): Variant {
  if (variants.length === 0) throw new Error('the master playlist lists no rung');
  if (wanted) {
    const named = variants.find((v) => v.uri.split('/')[0] === wanted);
    if (!named) throw new Error(`the master playlist has no ${wanted} rung (it has ${variants.map((v) => v.uri.split('/')[0]).join(', ')})`);
    return named;
  }
  return variants.reduce((best, v) => (v.bandwidth > best.bandwidth ? v : best));
}

/** A playlist's relative address resolved against the playlist's own, as a player does (path and query only). */
export function resolveAddress(uri: string, playlistAddress: string): string {
  const resolved = new URL(uri, new URL(playlistAddress, 'http://origin.invalid'));
  return `${resolved.pathname}${resolved.search}`;
}

/** The folder an address is in, with its trailing slash: `/api/media/v/<token>/` for a signed master address. */
export function folderOf(address: string): string {
  return address.slice(0, address.lastIndexOf('/') + 1);
}

/**
 * An address under an old signed folder moved to a renewed one, as the
 * player rewrites its requests after renewing: the rest of the path stays.
 * Addresses outside the old folder are returned as they are.
 */
export function underRenewedFolder(address: string, oldMaster: string, newMaster: string): string {
  const from = folderOf(oldMaster);
  return address.startsWith(from) ? `${folderOf(newMaster)}${address.slice(from.length)}` : address;
}
