import {exampleAssetOf, issuedAddressFormat, type Network} from '../../../data/networks';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const isObject = (value: Json): value is {[key: string]: Json} =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object that names an asset by its symbol and network, with nothing else: `{"asset": …, "network": …}`. */
const isAssetRef = (value: Json): boolean => isObject(value) && Object.keys(value).sort().join() === 'asset,network';

/**
 * An API example rewritten for one network: every `network` field gets the
 * network's id and every `asset` beside it the network's example asset; a list
 * of asset references becomes the list of every asset Coinloom accepts there;
 * an `address` field becomes a description of the address format Coinloom
 * issues there, because the docs never print an address.
 */
export function exampleForNetwork(
  value: unknown,
  network: Network,
  environment: 'mainnet' | 'testnet' = 'mainnet',
): unknown {
  const asset = exampleAssetOf(network);
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) {
      if (node.length > 0 && node.every(isAssetRef)) {
        return network.assets.map((accepted) => ({asset: accepted.symbol, network: network.id}));
      }
      return node.map(rewrite);
    }
    if (!isObject(node)) {
      return node;
    }
    const entries = Object.entries(node).map(([key, child]): [string, Json] => {
      if ('network' in node && key === 'network') return [key, network.id];
      if ('network' in node && key === 'asset') return [key, asset.symbol];
      if ('network' in node && key === 'address' && typeof child === 'string') {
        return [key, `<${network.name} address: ${issuedAddressFormat(network, environment).description}>`];
      }
      return [key, rewrite(child)];
    });
    return Object.fromEntries(entries);
  };
  return rewrite(structuredClone(value) as Json);
}

/**
 * Whether a request to `path` needs the signing headers: every path outside
 * `/public` does, as the API architecture page says (a test holds the API
 * description to it).
 */
export const isSigned = (path: string): boolean => !path.startsWith('/public/');
